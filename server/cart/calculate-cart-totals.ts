import { calculateCouponDiscounts } from "../coupons/calculate-coupon-discounts.ts";
import type { DiscountableLine } from "../coupons/coupon-eligibility.ts";
import type { Coupon } from "../coupons/coupons.ts";
import type { CartTotals } from "./cart.ts";

// The cart's arithmetic, pure and in integer minor units: line subtotals from the catalogue's unit
// prices, coupon discounts per line (coupons module), totals before tax (withTax adds the tax
// module's figure); shipping arrives with checkout.

export interface PricedLine extends Omit<DiscountableLine, "subtotal"> {
  unitPrice: number;
}

export interface LineTotals {
  key: string;
  subtotal: number;
  discount: number;
  total: number;
}

export interface CartCalculation {
  lines: LineTotals[];
  coupons: { code: string; discount: number }[];
  totals: CartTotals;
}

type CalculatorCoupon = Pick<Coupon, "code" | "type" | "amount" | "productIds" | "excludedProductIds" | "categoryIds" | "excludedCategoryIds" | "excludeSaleItems">;

export function calculateCartTotals(lines: readonly PricedLine[], coupons: readonly CalculatorCoupon[]): CartCalculation {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) throw new Error(`Unit price must be a non-negative integer, got ${line.unitPrice}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new Error(`Quantity must be a positive integer, got ${line.quantity}`);
  }
  const discountable: DiscountableLine[] = lines.map((line) => ({ ...line, subtotal: line.unitPrice * line.quantity }));
  const discounts = calculateCouponDiscounts(discountable, coupons);
  const lineTotals = discountable.map((line) => {
    const discount = discounts.byLine[line.key] ?? 0;
    return { key: line.key, subtotal: line.subtotal, discount, total: line.subtotal - discount };
  });
  const subtotal = lineTotals.reduce((sum, l) => sum + l.subtotal, 0);
  const discount = lineTotals.reduce((sum, l) => sum + l.discount, 0);
  return {
    lines: lineTotals,
    coupons: discounts.coupons.map((c) => ({ code: c.code, discount: c.amount })),
    totals: { subtotal, discount, tax: 0, total: subtotal - discount },
  };
}

/** The totals with the cart's tax: added to the total, or already in it when prices include tax. */
export function withTax(totals: CartTotals, tax: number, pricesIncludeTax: boolean): CartTotals {
  return { ...totals, tax, total: totals.subtotal - totals.discount + (pricesIncludeTax ? 0 : tax) };
}
