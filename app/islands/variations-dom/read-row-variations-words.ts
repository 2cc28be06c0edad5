import { ROW_VARIATIONS_WORDS_ID, type RowVariationsWords } from "../../components/product-table/row-variations/row-variations-words.ts";
import { readPageData } from "../read-page-data.ts";

/** The product page's words for refusals and notices, as the page carries them (row-variations-words-script.tsx). */
export function rowVariationsWords(): RowVariationsWords {
  return readPageData<RowVariationsWords>(ROW_VARIATIONS_WORDS_ID);
}
