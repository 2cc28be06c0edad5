import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { loadShippingClasses, loadShippingSettings } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import { loadMethods, loadZones } from "./shipping-zone.repository.ts";
import { matchShippingZone } from "./match-shipping-zone.ts";
import { ratePackage, shippedItems } from "./rate-package.ts";
import { REST_OF_THE_WORLD_ZONE_ID, type ShippablePackageItem, type ShippingDestination, type ShippingQuote } from "./shipping.ts";

// The shipping rates a checkout offers for one package (the cart's items) and one destination:
// the zone that matches the destination, then its enabled methods' rates. Prices come from the
// caller's server-side cart lines; nothing here trusts a browser.

export interface QuoteShippingInput {
  destination: ShippingDestination;
  items: readonly ShippablePackageItem[];
  /** The cart holds a valid coupon that grants free shipping. */
  freeShippingCoupon: boolean;
  /** Digits of the shop currency's minor unit (2 for USD): cost formulas are in major units. */
  currencyDigits: number;
}

export async function quoteShipping(db: Kysely<Database>, input: QuoteShippingInput): Promise<ShippingQuote> {
  if (shippedItems(input.items).length === 0) return { needsShipping: false, zone: null, rates: [], unavailable: null };
  const own = shippingDb(db);
  const settings = await loadShippingSettings(own);
  const country = input.destination.country.trim().toUpperCase();
  if (country === "" || (settings.costRequiresAddress && input.destination.postcode.trim() === "")) {
    return { needsShipping: true, zone: null, rates: [], unavailable: "shipping_address_required" };
  }
  if (settings.shipToCountries !== null && !settings.shipToCountries.includes(country)) {
    return { needsShipping: true, zone: null, rates: [], unavailable: "shipping_country_not_allowed" };
  }
  const [zones, classes] = await Promise.all([loadZones(own), loadShippingClasses(own)]);
  const zone = matchShippingZone(zones, input.destination);
  const zoneId = zone?.id ?? REST_OF_THE_WORLD_ZONE_ID;
  const methods = await loadMethods(own, [zoneId]);
  const rates = ratePackage(methods, input.items, {
    shippingClasses: new Set(classes.map((c) => c.slug)),
    currencyDigits: input.currencyDigits,
    freeShippingCoupon: input.freeShippingCoupon,
  });
  return { needsShipping: true, zone: zone ? { id: zone.id, name: zone.name } : null, rates, unavailable: null };
}
