// What the header search's suggestions endpoint (app/routes/search-suggestions.tsx) accepts and
// answers, shared with the script that asks it (app/islands/theme/header/search-suggestions.ts).

export const SEARCH_SUGGESTIONS_PATH = "/search-suggestions";
/** Shorter terms suggest nothing: one or two letters match half the catalogue. */
export const SUGGESTION_MIN_CHARS = 3;
/** Longer terms are refused: no product name needs them, and they only cost query time. */
export const SUGGESTION_MAX_CHARS = 100;
export const SUGGESTION_LIMIT = 6;

export interface ProductSuggestion {
  id: number;
  name: string;
  url: string;
  /** The price as the shop shows it ("$12.00", "$10.00 – $15.00"); null when not priced. */
  price: string | null;
  image: { url: string; alt: string } | null;
}

export interface SearchSuggestionsReply {
  products: ProductSuggestion[];
}

export type SuggestionTerm = { ok: true; term: string | null } | { ok: false; code: "invalid_search_term" };

/**
 * The search term of a suggestions request: null (suggest nothing) when it is too short; refused
 * when it comes more than once, is too long or holds control characters (nobody types those).
 */
export function parseSuggestionTerm(params: URLSearchParams): SuggestionTerm {
  const values = params.getAll("s");
  if (values.length > 1) return { ok: false, code: "invalid_search_term" };
  const raw = values[0] ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw.length > SUGGESTION_MAX_CHARS || /[\u0000-\u001f\u007f]/.test(raw)) return { ok: false, code: "invalid_search_term" };
  const term = raw.trim().replace(/\s+/g, " ");
  return { ok: true, term: [...term].length < SUGGESTION_MIN_CHARS ? null : term };
}
