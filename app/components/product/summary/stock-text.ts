import type { StockInfo } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";

// The availability line under a simple product's price, following WooCommerce: nothing for an
// unmanaged in-stock item, the count when stock is managed, and the out-of-stock/backorder notes.

export interface StockText {
  text: string;
  className: "in-stock" | "out-of-stock" | "available-on-backorder";
}

export function stockText(stock: StockInfo): StockText | null {
  if (stock.status === "outofstock") return { text: t("stock.outOfStock"), className: "out-of-stock" };
  if (stock.status === "onbackorder") return { text: t("stock.onBackorder"), className: "available-on-backorder" };
  if (stock.manageStock && stock.quantity !== null && stock.quantity > 0) {
    return { text: t("stock.countInStock", stock.quantity), className: "in-stock" };
  }
  if (stock.manageStock) return { text: t("stock.inStock"), className: "in-stock" };
  return null;
}
