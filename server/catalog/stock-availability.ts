import type { StockAvailability, StockInfo } from "./catalog.ts";

export type { StockAvailability };

// What the availability line under a price says, as a code and its quantity: WooCommerce's
// get_availability_text and wc_format_stock_for_display, in one pure function for simple products,
// variations and the variation lookup alike. The storefront's catalogue words the code.

/** WooCommerce's "Stock display format": always the count (its default), only when low, or never. */
export type StockDisplayFormat = "always" | "low_amount" | "never";
export const STOCK_DISPLAY_FORMAT: StockDisplayFormat = "always";
/** WooCommerce's shop-wide "Low stock threshold" default, for products that set none of their own. */
export const SHOP_LOW_STOCK_AMOUNT = 2;

/**
 * The availability to show, or null for none: WooCommerce says nothing for an in-stock item whose
 * stock it does not manage, nor for a managed item on backorder that does not notify the shopper.
 */
export function stockAvailability(stock: StockInfo, format: StockDisplayFormat = STOCK_DISPLAY_FORMAT): StockAvailability | null {
  if (stock.status === "outofstock") return { code: "out_of_stock" };
  const quantity = stock.quantity ?? 0;
  const backordersAllowed = stock.backorders !== "no";
  if (stock.manageStock) {
    const onBackorder = stock.status === "onbackorder" || (backordersAllowed && quantity <= 0);
    if (onBackorder) return stock.backorders === "notify" ? { code: "on_backorder" } : null;
    const backorderable = stock.backorders === "notify";
    if (format === "always") return { code: "stock_count", quantity, backorderable };
    const low = format === "low_amount" && quantity <= (stock.lowStockAmount ?? SHOP_LOW_STOCK_AMOUNT);
    return { code: low ? "low_stock" : "in_stock", quantity, backorderable };
  }
  return stock.status === "onbackorder" ? { code: "on_backorder" } : null;
}
