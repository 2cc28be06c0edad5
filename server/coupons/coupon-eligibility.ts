import type { Coupon } from "./coupons.ts";

// Which cart lines a coupon may discount (WooCommerce's WC_Coupon::is_valid_for_product): lines
// matching its product or category lists (all lines when both are empty), minus excluded products,
// excluded categories and, when asked, items on sale.

export interface DiscountableLine {
  key: string;
  productId: number;
  variationId: number | null;
  categoryIds: readonly number[];
  onSale: boolean;
  quantity: number;
  /** Unit price × quantity in minor units, before any discount. */
  subtotal: number;
}

type EligibilityRules = Pick<Coupon, "productIds" | "excludedProductIds" | "categoryIds" | "excludedCategoryIds" | "excludeSaleItems">;

export function isLineEligible(coupon: EligibilityRules, line: DiscountableLine): boolean {
  const ids = line.variationId === null ? [line.productId] : [line.productId, line.variationId];
  const included =
    (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) ||
    ids.some((id) => coupon.productIds.includes(id)) ||
    line.categoryIds.some((id) => coupon.categoryIds.includes(id));
  if (!included) return false;
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return false;
  if (line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id))) return false;
  return !(coupon.excludeSaleItems && line.onSale);
}
