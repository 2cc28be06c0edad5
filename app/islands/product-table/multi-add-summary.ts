import { productTableText } from "../../i18n/product-table-messages.en.ts";

// The multi-add bar's figures and words: how many items the ticked rows add (the sum of their
// quantities) and what they cost (unit price × quantity, both as the page shows them). Pure, so it
// is unit-tested; the cart's own total after the add is the server's, in the mini cart.

export interface TickedRow {
  productId: number;
  /** The row's quantity box, null when it holds no whole number of at least 1. */
  quantity: number | null;
  /** The row's data-unit-price (minor units), null while unknown (a variation not yet chosen). */
  unitPrice: number | null;
}

export interface SelectionTotals {
  count: number;
  /** Minor units; null while a counted row's unit price is unknown (no total rather than a wrong one). */
  total: number | null;
}

export function selectionTotals(rows: readonly TickedRow[]): SelectionTotals {
  let count = 0;
  let total: number | null = 0;
  for (const row of rows) {
    if (row.quantity === null) continue;
    count += row.quantity;
    total = total === null || row.unitPrice === null ? null : total + row.unitPrice * row.quantity;
  }
  return { count, total };
}

/** "Add 3 items to cart – $37.00" ("Add 3 items to cart" while a price is unknown); empty when nothing is ticked. */
export function multiAddSummaryText(totals: SelectionTotals, formatMoney: (minor: number) => string): string {
  if (totals.count === 0) return "";
  const one = totals.count === 1;
  if (totals.total === null) return productTableText(one ? "productTable.multiAddCountOne" : "productTable.multiAddCountMany", totals.count);
  return productTableText(one ? "productTable.multiAddSummaryOne" : "productTable.multiAddSummaryMany", totals.count, formatMoney(totals.total));
}

/** A data-unit-price or quantity attribute's whole number, or null. */
export function wholeNumberOrNull(value: string | null | undefined, min: number): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min ? number : null;
}
