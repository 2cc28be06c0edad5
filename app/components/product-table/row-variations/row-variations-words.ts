// The variations forms' script says what the product page says when a choice is refused or fails.
// Those words live in the shared catalogue; the table page hands them over as JSON (as the quick
// view's words, decision 036), so the listing script bundles no catalogue.

export const ROW_VARIATIONS_WORDS_ID = "row-variations-words";

export interface RowVariationsWords {
  makeSelection: string;
  unavailable: string;
  noMatch: string;
  lookupFailed: string;
}
