// Building an Intl formatter costs far more than using one: made anew on every call, they took
// about 15% of an uncached product page's CPU (issue 13). Each is made once per locale and options,
// and remembers what it formatted (server/remembering-format.ts).
// Options are keyed by their JSON, so callers must pass them in one fixed order.

import { type RememberingFormat, rememberingFormat } from "../../server/remembering-format.ts";

/** One formatter per locale and options, made by `make` the first time they are asked for. */
function madeOncePerOptions<Options, T>(make: (locale: string, options?: Options) => RememberingFormat<T>) {
  const made = new Map<string, RememberingFormat<T>>();
  return (locale: string, options?: Options): RememberingFormat<T> => {
    const key = locale + JSON.stringify(options);
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}

export const numberFormat = madeOncePerOptions((locale, options?: Intl.NumberFormatOptions) => {
  const intl = new Intl.NumberFormat(locale, options);
  return rememberingFormat((value: number) => intl.format(value));
});

/** Dates are remembered by their instant (each call site makes a new Date). */
export const dateTimeFormat = madeOncePerOptions((locale, options?: Intl.DateTimeFormatOptions) => {
  const intl = new Intl.DateTimeFormat(locale, options);
  return rememberingFormat((date: Date) => intl.format(date), (date) => date.getTime());
});
