import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { QUICK_VIEW_WORDS_ID, type QuickViewWords } from "./quick-view-words.ts";

const words: QuickViewWords = {
  quickView: productTableText("productTable.quickView"),
  close: productTableText("productTable.quickViewClose"),
  loading: productTableText("productTable.quickViewLoading"),
  contentNotFound: productTableText("productTable.contentNotFound"),
  contentLoadFailed: productTableText("productTable.contentLoadFailed"),
};

// "<" is escaped so no word can close the script element early.
const json = JSON.stringify(words).replace(/</g, "\\u003c");

/** The quick-view script's words, read by app/islands/quick-view/quick-view-words.ts. */
export function QuickViewWordsScript() {
  return <script type="application/json" id={QUICK_VIEW_WORDS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
