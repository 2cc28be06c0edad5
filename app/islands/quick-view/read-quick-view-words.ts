import { QUICK_VIEW_WORDS_ID, type QuickViewWords } from "../../components/product-table/quick-view/quick-view-words.ts";

let cached: QuickViewWords | null = null;

/** The words the table page carries for this script (quick-view-words-script.tsx). */
export function quickViewWords(): QuickViewWords {
  if (cached === null) {
    const text = document.getElementById(QUICK_VIEW_WORDS_ID)?.textContent;
    if (!text) throw new Error(`The page has no #${QUICK_VIEW_WORDS_ID} for the quick view`);
    cached = JSON.parse(text) as QuickViewWords;
  }
  return cached;
}
