// Intl's formatters cost 1-10 µs a call, and pages show the same prices, measures and dates again
// and again: the shop's formatters (app/i18n/intl-formats.ts, money) remember what they formatted.

/** The one method pages use, answered from memory for a value formatted before. */
export interface RememberingFormat<T> {
  format(value: T): string;
}

/** A bound on each formatter's memory: past it the memory starts afresh (a page needs a few dozen). */
export const MAX_REMEMBERED_RESULTS = 2000;

/** `format`, remembering each result by `keyOf` its value. A value that throws is not remembered. */
export function rememberingFormat<T>(format: (value: T) => string, keyOf: (value: T) => unknown = (value) => value): RememberingFormat<T> {
  const results = new Map<unknown, string>();
  return {
    format(value) {
      const key = keyOf(value);
      let text = results.get(key);
      if (text === undefined) {
        text = format(value);
        if (results.size >= MAX_REMEMBERED_RESULTS) results.clear();
        results.set(key, text);
      }
      return text;
    },
  };
}
