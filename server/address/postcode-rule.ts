// Postcode rules as WooCommerce matches them for shipping zones and tax rates alike
// (wc_postcode_location_matcher): an exact code, a prefix ending in "*", or a range "min...max".

const RANGE_SEPARATOR = "...";

/** wc_normalize_postcode: upper case without spaces or dashes. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/[\s-]/g, "");
}

/** wc_make_numeric_postcode: each digit or letter becomes two digits (A=01 … Z=26, others 00;
 * so "A" and "1" collide, as they do in WooCommerce). */
function numericPostcode(postcode: string): string {
  let digits = "";
  for (const char of postcode.replace(/[\s-]/g, "")) {
    if (/\d/.test(char)) digits += `0${char}`;
    else if (/[A-Z]/.test(char)) digits += String(char.charCodeAt(0) - 64).padStart(2, "0");
    else digits += "00";
  }
  return digits;
}

const isDigits = (text: string) => /^\d+$/.test(text);

/** PHP 8 compares two digit strings as numbers and anything else as strings. */
function phpCompare(a: string, b: string): number {
  if (isDigits(a) && isDigits(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return a === b ? 0 : a < b ? -1 : 1;
}

function inRange(postcode: string, rule: string): boolean {
  const parts = rule.split(RANGE_SEPARATOR).map((part) => normalizePostcode(part));
  if (parts.length !== 2) return false;
  let [min, max] = parts as [string, string];
  let compare = postcode;
  // Letters in a bound (UK "AB1...AB9") compare as numeric codes of the same length.
  if (!isDigits(min) || !isDigits(max)) {
    compare = numericPostcode(postcode);
    min = numericPostcode(min).padEnd(compare.length, "0");
    max = numericPostcode(max).padEnd(compare.length, "0");
  }
  return phpCompare(compare, min) >= 0 && phpCompare(compare, max) <= 0;
}

/** One postcode rule: an exact code, a prefix ending in "*", or a range "min...max". */
export function postcodeMatches(postcode: string, rule: string): boolean {
  const normalized = normalizePostcode(postcode);
  const trimmed = rule.trim().toUpperCase();
  if (trimmed.includes(RANGE_SEPARATOR)) return inRange(normalized, trimmed);
  if (trimmed.endsWith("*")) return normalized.startsWith(normalizePostcode(trimmed.slice(0, -1)));
  return normalized === normalizePostcode(trimmed);
}
