import { ROW_VARIATIONS_WORDS_ID, type RowVariationsWords } from "../../components/product-table/row-variations/row-variations-words.ts";

let cached: RowVariationsWords | null = null;

/** The product page's words for refusals and notices, as the page carries them (row-variations-words-script.tsx). */
export function rowVariationsWords(): RowVariationsWords {
  if (cached === null) {
    const text = document.getElementById(ROW_VARIATIONS_WORDS_ID)?.textContent;
    if (!text) throw new Error(`The page has no #${ROW_VARIATIONS_WORDS_ID} for its variations forms`);
    cached = JSON.parse(text) as RowVariationsWords;
  }
  return cached;
}
