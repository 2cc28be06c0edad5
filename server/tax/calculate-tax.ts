import type { TaxesByRate, TaxRate } from "./tax.ts";

// The tax on one amount (WC_Tax::calc_tax), unrounded. Exclusive prices: each simple rate on the
// price, then each compound rate on the price plus the simple taxes. Inclusive prices: the same
// taxes taken back out of the price, so that adding them to the net price gives the price again.

export function calculateTax(amount: number, rates: readonly TaxRate[], priceIncludesTax: boolean): TaxesByRate {
  return priceIncludesTax ? inclusiveTax(amount, rates) : exclusiveTax(amount, rates);
}

function exclusiveTax(price: number, rates: readonly TaxRate[]): TaxesByRate {
  const taxes = new Map<number, number>();
  for (const rate of rates) if (!rate.compound) taxes.set(rate.id, (price * rate.rate) / 100);
  const simpleTotal = [...taxes.values()].reduce((sum, t) => sum + t, 0);
  for (const rate of rates) if (rate.compound) taxes.set(rate.id, ((price + simpleTotal) * rate.rate) / 100);
  return taxes;
}

/** The price is net × (1 + simple rates) × (1 + compound rates); each tax is its share of that. */
function inclusiveTax(price: number, rates: readonly TaxRate[]): TaxesByRate {
  const simpleShare = rates.filter((r) => !r.compound).reduce((sum, r) => sum + r.rate, 0) / 100;
  const compoundShare = rates.filter((r) => r.compound).reduce((sum, r) => sum + r.rate, 0) / 100;
  const beforeCompound = price / (1 + compoundShare);
  const net = beforeCompound / (1 + simpleShare);
  return new Map(rates.map((rate) => [rate.id, ((rate.compound ? beforeCompound : net) * rate.rate) / 100]));
}
