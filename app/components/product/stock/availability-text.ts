import type { StockAvailability } from "../../../../server/catalog/stock-availability.ts";
import { t } from "../../../i18n/t.ts";
import { numberFormat } from "../../../i18n/intl-formats.ts";

// The words and CSS class of an availability line (WooCommerce's `p.stock` classes). The rule of
// what to say is the catalog's stockAvailability; this only words it, with the count in the locale.

export interface AvailabilityText {
  text: string;
  className: "in-stock" | "out-of-stock" | "available-on-backorder";
}

export function availabilityText(availability: StockAvailability | null, locale: string): AvailabilityText | null {
  if (availability === null) return null;
  switch (availability.code) {
    case "out_of_stock":
      return { text: t("stock.outOfStock"), className: "out-of-stock" };
    case "on_backorder":
      return { text: t("stock.onBackorder"), className: "available-on-backorder" };
    default: {
      const count = numberFormat(locale).format(availability.quantity);
      const base = availability.code === "stock_count" ? t("stock.countInStock", count) : availability.code === "low_stock" ? t("stock.lowStock", count) : t("stock.inStock");
      return { text: availability.backorderable ? t("stock.canBackorder", base) : base, className: "in-stock" };
    }
  }
}
