import { QUICK_VIEW_WORDS_ID, type QuickViewWords } from "../../components/product-table/quick-view/quick-view-words.ts";
import { readPageData } from "../read-page-data.ts";

/** The words the page carries for this script (quick-view-words-script.tsx). */
export function quickViewWords(): QuickViewWords {
  return readPageData<QuickViewWords>(QUICK_VIEW_WORDS_ID);
}
