import { t } from "../../../i18n/t.ts";
import { ROW_VARIATIONS_WORDS_ID, type RowVariationsWords } from "./row-variations-words.ts";

// The product page's own words (its variations form's alerts and notices), rendered on the server.
const words: RowVariationsWords = {
  makeSelection: t("variations.makeSelection"),
  unavailable: t("variations.unavailable"),
  noMatch: t("variations.noMatch"),
  lookupFailed: t("variations.lookupFailed"),
};

// "<" is escaped so no word can close the script element early.
const json = JSON.stringify(words).replace(/</g, "\\u003c");

/** Read by app/islands/variations-dom/read-row-variations-words.ts. */
export function RowVariationsWordsScript() {
  return <script type="application/json" id={ROW_VARIATIONS_WORDS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
