import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { addressFormat, countryCodes } from "../../../server/address/address-formats.ts";
import type { Database } from "../../../server/db/schema.ts";
import { getShippingSettings } from "../../../server/shipping/get-shipping-settings.ts";
import { getTaxSettings } from "../../../server/tax/get-tax-settings.ts";
import { countryName } from "../ui/country-name.ts";
import type { AddressForms, AddressFormView, CountryOption } from "./address-form.ts";

// What the address forms (checkout, My account → Addresses) are rendered from: the countries a
// shopper can choose, by name in the shop's language, and the format of the chosen country. The
// shop sells to every country; the shipping country is limited to the countries it ships to when
// the shipping settings name them. An address with no country yet starts at the shop's own
// (WooCommerce's default customer location).

/** The countries and defaults that do not depend on what the shopper typed. */
export interface AddressChoices {
  billing: readonly CountryOption[];
  shipping: readonly CountryOption[];
  defaultCountry: { billing: string; shipping: string };
}

/**
 * Sorted lists by locale and countries. Naming and sorting some 250 countries through ICU, for the
 * billing and the shipping list, cost every checkout view and refused post about 2 ms of CPU; the
 * lists change only with the countries the shop ships to, so a handful ever exist.
 */
const sortedCountries = new LRUCache<string, readonly CountryOption[]>({ max: 16 });

function countryOptions(codes: readonly string[], locale: string): readonly CountryOption[] {
  const key = `${locale}|${codes.join(",")}`;
  let options = sortedCountries.get(key);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = Object.freeze(codes.map((code) => Object.freeze({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name)));
    sortedCountries.set(key, options);
  }
  return options;
}

export async function addressChoices(db: Kysely<Database>, locale: string): Promise<AddressChoices> {
  const [tax, shipping] = await Promise.all([getTaxSettings(db), getShippingSettings(db)]);
  const all = countryCodes();
  const shipTo = shipping.shipToCountries === null ? all : all.filter((code) => shipping.shipToCountries?.includes(code));
  const base = all.includes(tax.base.country) ? tax.base.country : (all[0] ?? "US");
  return {
    billing: countryOptions(all, locale),
    shipping: countryOptions(shipTo.length > 0 ? shipTo : all, locale),
    defaultCountry: { billing: base, shipping: shipTo.includes(base) ? base : (shipTo[0] ?? base) },
  };
}

/** The form values with a country filled in where none was chosen yet. */
export function withDefaultCountries(values: Readonly<Record<string, string>>, choices: AddressChoices): Record<string, string> {
  const filled = { ...values };
  if ((filled["billing_country"] ?? "") === "") filled["billing_country"] = choices.defaultCountry.billing;
  if ((filled["shipping_country"] ?? "") === "") filled["shipping_country"] = choices.defaultCountry.shipping;
  return filled;
}

function formView(countries: readonly CountryOption[], chosen: string, fallback: string): AddressFormView {
  const format = addressFormat(chosen.trim().toUpperCase()) ?? addressFormat(fallback);
  if (format === null) throw new Error(`No address format for the shop's own country ${fallback}`);
  return { countries, format };
}

/** The billing and shipping forms for the countries the values hold. */
export function addressForms(choices: AddressChoices, values: Readonly<Record<string, string>>): AddressForms {
  return {
    billing: formView(choices.billing, values["billing_country"] ?? "", choices.defaultCountry.billing),
    shipping: formView(choices.shipping, values["shipping_country"] ?? "", choices.defaultCountry.shipping),
  };
}
