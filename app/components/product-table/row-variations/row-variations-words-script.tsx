import { PageDataScript } from "../../ui/page-data-script.tsx";
import { t } from "../../../i18n/t.ts";
import { ROW_VARIATIONS_WORDS_ID, type RowVariationsWords } from "./row-variations-words.ts";

// The product page's own words (its variations form's alerts and notices), rendered on the server.
const words: RowVariationsWords = {
  makeSelection: t("variations.makeSelection"),
  unavailable: t("variations.unavailable"),
  noMatch: t("variations.noMatch"),
  lookupFailed: t("variations.lookupFailed"),
};

/** Read by app/islands/variations-dom/read-row-variations-words.ts. */
export function RowVariationsWordsScript() {
  return <PageDataScript id={ROW_VARIATIONS_WORDS_ID} data={words} />;
}
