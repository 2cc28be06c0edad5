// Building an Intl formatter costs far more than using one: made anew on every call, they took
// about 15% of an uncached product page's CPU (issue 13). Each is made once per locale and options.
// Options are keyed by their JSON, so callers must pass them in one fixed order.
//
// Using one still costs 1-10 µs a call, and pages show the same prices, measures and dates again
// and again (a variation's price, a review's day): each formatter remembers what it formatted.

import { type RememberingFormat, rememberingFormat } from "../../server/remembering-format.ts";

const numberFormats = new Map<string, RememberingFormat<number>>();
const dateTimeFormats = new Map<string, RememberingFormat<Date>>();

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): RememberingFormat<number> {
  const key = locale + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, (format = rememberingFormat((value: number) => intl.format(value))));
  }
  return format;
}

/** Dates are remembered by their instant (each call site makes a new Date). */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): RememberingFormat<Date> {
  const key = locale + JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    const intl = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, (format = rememberingFormat((date: Date) => intl.format(date), (date) => date.getTime())));
  }
  return format;
}
