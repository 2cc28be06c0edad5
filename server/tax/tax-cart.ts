import { calculateTax } from "./calculate-tax.ts";
import { matchTaxRates } from "./match-tax-rates.ts";
import { TAX_CLASSES, type TaxClass, type TaxLocation, type TaxRate, type TaxSettings } from "./tax.ts";

// The taxes of a cart or an order (WC_Cart_Totals): each line taxed in its class at the taxed
// location, each shipping cost taxed by the rates that apply to shipping, rounded per line or once
// per rate on the subtotal (a setting), half up as WooCommerce rounds. Pure: the rates and the
// settings come in, so checkout, the cart and the tests all compute the same way.

export interface TaxableLine {
  key: string;
  /** After coupons; tax included when the settings say prices include tax. */
  amount: number;
  /** "shipping": the item is not taxed itself, but its shipping is (WooCommerce "Shipping only"). */
  taxStatus: "taxable" | "shipping" | "none";
  /** The product's class slug; one the shop has no rates for is not taxed, as in WooCommerce. */
  taxClass: string;
}

export interface TaxableShipping {
  id: string;
  /** Shipping costs are entered without tax. */
  cost: number;
}

export interface TaxedAmount {
  /** Tax in minor units, rounded per the settings. */
  tax: number;
  taxes: Record<string, number>;
}

export interface RateTotal {
  rateId: number;
  name: string;
  compound: boolean;
  percent: number;
  tax: number;
  shippingTax: number;
}

export interface CartTaxes {
  lines: Map<string, TaxedAmount>;
  shipping: Map<string, TaxedAmount>;
  rates: RateTotal[];
  /** Items and shipping together. */
  total: number;
}

type Settings = Pick<TaxSettings, "enabled" | "pricesIncludeTax" | "roundAtSubtotal" | "shippingTaxClass">;

/** Half up, away from zero, after trimming float noise (WooCommerce rounds to 6 places first). */
export function roundTax(amount: number): number {
  const trimmed = Math.round(amount * 1e6) / 1e6;
  return Math.sign(trimmed) * Math.round(Math.abs(trimmed));
}

/** WC_Tax::get_shipping_tax_rates: the set class, or the class of the cart's taxed items. */
function shippingClass(lines: readonly TaxableLine[], setting: Settings["shippingTaxClass"]): TaxClass | null {
  if (setting !== "inherit") return setting;
  const classes = new Set(lines.filter((l) => l.taxStatus !== "none").map((l) => l.taxClass));
  if (classes.size === 0) return null;
  if (classes.has("")) return "";
  return TAX_CLASSES.find((c) => classes.has(c)) ?? null;
}

export function taxCart(lines: readonly TaxableLine[], shipping: readonly TaxableShipping[], rates: readonly TaxRate[], location: TaxLocation, settings: Settings): CartTaxes {
  const unrounded = new Map<number, { item: number; shipping: number }>();
  const add = (rateId: number, amount: number, kind: "item" | "shipping") => {
    const sum = unrounded.get(rateId) ?? { item: 0, shipping: 0 };
    sum[kind] += settings.roundAtSubtotal ? amount : roundTax(amount);
    unrounded.set(rateId, sum);
  };
  const taxed = (amount: number, applying: readonly TaxRate[], inclusive: boolean, kind: "item" | "shipping"): TaxedAmount => {
    const taxes: Record<string, number> = {};
    for (const [rateId, tax] of calculateTax(amount, applying, inclusive)) {
      add(rateId, tax, kind);
      taxes[String(rateId)] = roundTax(tax);
    }
    return { tax: Object.values(taxes).reduce((sum, t) => sum + t, 0), taxes };
  };

  const none = (): TaxedAmount => ({ tax: 0, taxes: {} });
  if (!settings.enabled) return { lines: new Map(lines.map((l) => [l.key, none()])), shipping: new Map(shipping.map((s) => [s.id, none()])), rates: [], total: 0 };

  const lineTaxes = new Map(lines.map((line) => [line.key, line.taxStatus === "taxable" ? taxed(line.amount, matchTaxRates(rates, location, line.taxClass), settings.pricesIncludeTax, "item") : none()]));
  const shipClass = shippingClass(lines, settings.shippingTaxClass);
  const shippingRates = shipClass === null ? [] : matchTaxRates(rates, location, shipClass).filter((r) => r.shipping);
  const shippingTaxes = new Map(shipping.map((s) => [s.id, taxed(s.cost, shippingRates, false, "shipping")]));

  const byId = new Map(rates.map((r) => [r.id, r]));
  const rateTotals: RateTotal[] = [...unrounded].flatMap(([rateId, sum]) => {
    const rate = byId.get(rateId);
    return rate ? [{ rateId, name: rate.name, compound: rate.compound, percent: rate.rate, tax: roundTax(sum.item), shippingTax: roundTax(sum.shipping) }] : [];
  });
  return { lines: lineTaxes, shipping: shippingTaxes, rates: rateTotals, total: rateTotals.reduce((sum, r) => sum + r.tax + r.shippingTax, 0) };
}
