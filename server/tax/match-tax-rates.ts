import { normalizePostcode, postcodeMatches } from "../address/postcode-rule.ts";
import type { TaxLocation, TaxRate } from "./tax.ts";

// Which rates tax a location and class (WC_Tax::find_rates): a rate matches when its country,
// state, one of its postcodes and one of its cities match, an empty field matching anything. Rates
// are tried by priority, then by the merchant's order, and only the first match of each priority
// applies, so "8% state tax" and "1% county tax" stack only when their priorities differ.

function rateMatches(rate: TaxRate, location: TaxLocation): boolean {
  const country = location.country.trim().toUpperCase();
  const state = location.state.trim().toUpperCase();
  const city = location.city.trim().toUpperCase();
  if (rate.country !== "" && rate.country !== country) return false;
  if (rate.state !== "" && rate.state !== state) return false;
  if (rate.postcodes.length > 0 && !rate.postcodes.some((rule) => postcodeMatches(normalizePostcode(location.postcode), rule))) return false;
  return rate.cities.length === 0 || rate.cities.some((c) => c.trim().toUpperCase() === city);
}

export function matchTaxRates(rates: readonly TaxRate[], location: TaxLocation, taxClass: string): TaxRate[] {
  const ordered = rates.filter((r) => r.taxClass === taxClass).sort((a, b) => a.priority - b.priority || a.order - b.order || a.id - b.id);
  const found: TaxRate[] = [];
  for (const rate of ordered) {
    if (found.some((f) => f.priority === rate.priority)) continue;
    if (rateMatches(rate, location)) found.push(rate);
  }
  return found;
}
