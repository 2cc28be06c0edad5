// The quick-view script's words travel in the page as JSON (the table route renders them), so the
// script imports no word catalogue: a module shared with the product island would split into a
// chunk of its own and grow that island's script, which sits at its budget (decision 036).

export const QUICK_VIEW_WORDS_ID = "quick-view-words";

export interface QuickViewWords {
  quickView: string;
  close: string;
  loading: string;
  contentNotFound: string;
  contentLoadFailed: string;
}
