import { calculateTax } from "./calculate-tax.ts";
import { matchTaxRates } from "./match-tax-rates.ts";
import { roundTax } from "./tax-cart.ts";
import type { TaxDisplay, TaxLocation, TaxRate, TaxSettings } from "./tax.ts";

// A price as the shop shows it, WooCommerce's wc_get_price_including_tax and
// wc_get_price_excluding_tax: a price entered without tax and shown with it gains the tax of the
// rates that apply; a price entered with tax and shown without it loses that tax. Everything else
// (tax off, an item not taxed, display as entered) is shown as entered. Only what is shown
// changes: what a shopper is charged is taxCart's.

export type DisplaySettings = Pick<TaxSettings, "enabled" | "pricesIncludeTax" | "roundAtSubtotal">;

/** What an item is taxed as (WooCommerce's tax status and class). */
export interface TaxedItem {
  taxStatus: "taxable" | "shipping" | "none";
  taxClass: string;
}

/** True when prices must be converted to be shown as `display` asks (tax on, and entered the other way). */
export function displayConverts(settings: DisplaySettings, display: TaxDisplay): boolean {
  return settings.enabled && (display === "incl") !== settings.pricesIncludeTax;
}

/**
 * The rates that tax an item at a location: none for an item that is not taxed itself ("shipping
 * only" items are taxed only on their shipping, as WooCommerce's is_taxable says).
 */
export function ratesForItem(item: TaxedItem, rates: readonly TaxRate[], location: TaxLocation): TaxRate[] {
  return item.taxStatus === "taxable" ? matchTaxRates(rates, location, item.taxClass) : [];
}

/**
 * `amount` (minor units, as entered) as shown, taxed by `applying` (the item's rates). Adding tax
 * rounds each rate's tax as the cart does (or their sum once, when tax is rounded at the
 * subtotal); taking it out rounds the net price once, half up: 10.00 with 20% VAT in shows 8.33.
 */
export function displayPrice(amount: number, applying: readonly TaxRate[], settings: DisplaySettings, display: TaxDisplay): number {
  if (!displayConverts(settings, display) || applying.length === 0) return amount;
  const taxes = [...calculateTax(amount, applying, settings.pricesIncludeTax).values()];
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  if (display === "incl") return roundTax(amount + (settings.roundAtSubtotal ? sum(taxes) : sum(taxes.map(roundTax))));
  return roundTax(amount - sum(taxes));
}
