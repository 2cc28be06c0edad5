import { PageDataScript } from "../../ui/page-data-script.tsx";
import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { QUICK_VIEW_WORDS_ID, type QuickViewWords } from "./quick-view-words.ts";

const words: QuickViewWords = {
  quickView: productTableText("productTable.quickView"),
  close: productTableText("productTable.quickViewClose"),
  loading: productTableText("productTable.quickViewLoading"),
  contentNotFound: productTableText("productTable.contentNotFound"),
  contentLoadFailed: productTableText("productTable.contentLoadFailed"),
};

/** The quick-view script's words, read by app/islands/quick-view/read-quick-view-words.ts. */
export function QuickViewWordsScript() {
  return <PageDataScript id={QUICK_VIEW_WORDS_ID} data={words} />;
}
