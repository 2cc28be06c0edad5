// Addresses by country: the contract the storefront, the browser and the server share (types and
// pure functions, no data). Each country's format comes from Google's address metadata (the data
// behind Chrome's and Android's address forms) through address-formats.ts, on the server only.

/** The fields whose presence, order, label and rules depend on the country (WooCommerce's names). */
export const FORMAT_FIELDS = ["address_1", "address_2", "city", "state", "postcode"] as const;
export type FormatField = (typeof FORMAT_FIELDS)[number];

/** What a country calls its first-level subdivision (Google's `state_name_type`; "province" when unsaid). */
export const STATE_KINDS = ["area", "county", "department", "district", "do_si", "emirate", "island", "oblast", "parish", "prefecture", "province", "region", "state"] as const;
export type StateKind = (typeof STATE_KINDS)[number];

/** What a country calls its postal code (`zip_name_type`; "postal" when unsaid). */
export const POSTCODE_KINDS = ["eircode", "pin", "postal", "zip"] as const;
export type PostcodeKind = (typeof POSTCODE_KINDS)[number];

/** What a country calls the town line (`locality_name_type`; "city" when unsaid). */
export const CITY_KINDS = ["city", "district", "post_town", "suburb"] as const;
export type CityKind = (typeof CITY_KINDS)[number];

/** A first-level subdivision a shopper picks from a list: its code is what an address stores. */
export interface Subdivision {
  code: string;
  name: string;
}

export interface FormatFieldRule {
  name: FormatField;
  required: boolean;
}

/** How one country writes an address. */
export interface AddressFormat {
  country: string;
  /** The fields after the country, in the order the country writes them; a field not listed is not asked for. */
  fields: FormatFieldRule[];
  stateKind: StateKind;
  postcodeKind: PostcodeKind;
  cityKind: CityKind;
  /** The subdivisions, when the country's addresses name one from a list; null: typed freely. */
  states: Subdivision[] | null;
  /** The pattern a whole postcode matches (upper case, unanchored); null: not checked. */
  postcodePattern: string | null;
}

/** The address fields that can be wrong because of the country's rules. */
export type AddressField = "country" | FormatField;

export const ADDRESS_PROBLEM_CODES = ["field_required", "country_invalid", "state_invalid", "postcode_invalid"] as const;
export type AddressProblemCode = (typeof ADDRESS_PROBLEM_CODES)[number];

export interface AddressProblem {
  field: AddressField;
  code: AddressProblemCode;
}

/** The rule of one field in a format, or null when the country does not ask for it. */
export function fieldRule(format: AddressFormat, name: FormatField): FormatFieldRule | null {
  return format.fields.find((f) => f.name === name) ?? null;
}

/** WooCommerce's wc_format_postcode, less its per-country spacing: trimmed, upper case, single spaces. */
export function normalizePostcodeInput(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, " ");
}

/** Whether a postcode (as typed) matches the country's pattern; true when the country has none. */
export function postcodeFits(format: AddressFormat, postcode: string): boolean {
  if (format.postcodePattern === null) return true;
  return new RegExp(`^(?:${format.postcodePattern})$`).test(normalizePostcodeInput(postcode));
}

/** Subdivision names compare without case or accents ("quebec" is Québec). */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The subdivision a typed or posted state names, by its code or its name; null when none does. */
export function findSubdivision(states: readonly Subdivision[], typed: string): Subdivision | null {
  const folded = foldForSearch(typed);
  if (folded === "") return null;
  return states.find((s) => s.code.toLowerCase() === folded) ?? states.find((s) => foldForSearch(s.name) === folded) ?? null;
}
