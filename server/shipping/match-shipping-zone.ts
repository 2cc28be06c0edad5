import type { ShippingDestination, ZoneLocation } from "./shipping.ts";

// Which zone ships to a destination (WooCommerce's WC_Shipping_Zone_Data_Store::
// get_zone_id_from_package and wc_postcode_location_matcher). Zones are tried by order, then id;
// the first one that matches wins. A zone matches when one of its regions (country or state)
// matches, or it has no regions, and when one of its postcode rules matches, or it has none. So,
// as in WooCommerce, a zone without any location matches every destination. Continents are not
// supported. No match means the "Rest of the world" zone.

export interface MatchableZone {
  id: number;
  order: number;
  locations: readonly ZoneLocation[];
}

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

function zoneMatches(zone: MatchableZone, country: string, state: string, postcode: string): boolean {
  const regions = zone.locations.filter((l) => l.type !== "postcode");
  const postcodes = zone.locations.filter((l) => l.type === "postcode");
  const regionOk = regions.length === 0 || regions.some((l) => (l.type === "country" ? l.code === country : l.code === `${country}:${state}`));
  return regionOk && (postcodes.length === 0 || postcodes.some((l) => postcodeMatches(postcode, l.code)));
}

/** The first matching zone, or null for the "Rest of the world". */
export function matchShippingZone<Zone extends MatchableZone>(zones: readonly Zone[], destination: Pick<ShippingDestination, "country" | "state" | "postcode">): Zone | null {
  const country = destination.country.trim().toUpperCase();
  const state = destination.state.trim().toUpperCase();
  const ordered = [...zones].sort((a, b) => a.order - b.order || a.id - b.id);
  return ordered.find((zone) => zoneMatches(zone, country, state, destination.postcode)) ?? null;
}
