/** The page data id of the builder dialog's words (rendered only in editors' pages). */
export const BUILDER_WORDS_ID = "builder-words";

export interface BuilderWords {
  /** "%s": the block's number and type. */
  title: string;
  close: string;
  loadFailed: string;
  saveFailed: string;
  saved: string;
}
