// A country's name from its ISO code, in the shop's language, from the runtime's own ICU data
// (Intl.DisplayNames): no list typed by hand. Written as WooCommerce writes it, "United States (US)".

const namers = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale: string): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    namers.set(locale, namer);
  }
  const name = /^[A-Z]{2}$/.test(code) ? namer.of(code) : undefined;
  return name === undefined || name === code ? code : `${name} (${code})`;
}
