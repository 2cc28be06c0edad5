import type { Kysely } from "kysely";
import type { TaxTables } from "../db/schema.ts";
import { getTaxSettings } from "./get-tax-settings.ts";
import { listTaxRates } from "./list-tax-rates.ts";
import { taxCart, type CartTaxes, type TaxableLine, type TaxableShipping } from "./tax-cart.ts";
import type { TaxLocation, TaxRate, TaxSettings } from "./tax.ts";

// The taxes of a cart or a checkout, with the shop's settings and rates as they are now. Which
// address is taxed follows the "Calculate tax based on" setting; without that address (a cart
// before checkout) the shop's own location is taxed, as WooCommerce estimates it.

export interface TaxAddresses {
  shipping: TaxLocation | null;
  billing: TaxLocation | null;
}

export interface TaxQuote {
  taxes: CartTaxes;
  settings: TaxSettings;
  location: TaxLocation;
  /** True when the shop's own location stood in for the shopper's. */
  estimated: boolean;
  /** The rates read for this quote (none when tax is off), so showing prices needs no second read. */
  rates: readonly TaxRate[];
}

function taxedLocation(settings: TaxSettings, addresses: TaxAddresses): { location: TaxLocation; estimated: boolean } {
  const chosen = settings.basedOn === "base" ? null : settings.basedOn === "billing" ? addresses.billing : addresses.shipping;
  const usable = chosen !== null && chosen.country !== "" ? chosen : null;
  return usable ? { location: usable, estimated: false } : { location: settings.base, estimated: settings.basedOn !== "base" };
}

export async function computeTaxes<All extends TaxTables>(db: Kysely<All>, lines: readonly TaxableLine[], shipping: readonly TaxableShipping[], addresses: TaxAddresses): Promise<TaxQuote> {
  const settings = await getTaxSettings(db);
  const rates = settings.enabled && lines.length > 0 ? await listTaxRates(db) : [];
  const { location, estimated } = taxedLocation(settings, addresses);
  return { taxes: taxCart(lines, shipping, rates, location, settings), settings, location, estimated, rates };
}
