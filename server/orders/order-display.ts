import { spreadInProportion } from "../money/spread-in-proportion.ts";
import type { Order, OrderTaxDisplay } from "./orders.ts";

// An order's amounts as it shows itself (order received, view order, its mails): the way the
// checkout showed it, with or without tax (decision 027), from what the order recorded, so it reads
// the same however the shop's settings change later (WooCommerce's get_formatted_line_subtotal,
// get_subtotal_to_display, get_shipping_to_display and get_order_item_totals). Shown with tax, the
// tax rows give way to "(includes … Tax)" under the total, which never changes.

export interface OrderDisplay {
  prices: OrderTaxDisplay;
  /** "(incl. tax)" or "(ex. tax)" after amounts shown the other way than entered; null when shown as entered. */
  label: OrderTaxDisplay | null;
  /** Each line's subtotal, in the order's line order. */
  lineSubtotals: number[];
  subtotal: number;
  discount: number;
  /** Each coupon line's discount, in order. */
  couponDiscounts: number[];
  /** Each shipping line's cost (with its tax when shown with tax), and their sum. */
  shippingCosts: number[];
  shipping: number;
}

type Shown = Pick<Order, "taxDisplay" | "pricesIncludeTax" | "lines" | "couponLines" | "shippingLines" | "totals">;

export function orderDisplay(order: Shown): OrderDisplay {
  const converts = (order.taxDisplay === "incl") !== order.pricesIncludeTax;
  const sign = !converts ? 0 : order.taxDisplay === "incl" ? 1 : -1;
  const subtotalTax = order.lines.reduce((sum, line) => sum + line.subtotalTax, 0);
  const discountTax = subtotalTax - order.lines.reduce((sum, line) => sum + line.tax, 0);
  const couponTaxes = spreadInProportion(discountTax, order.couponLines.map((c) => c.discount));
  const shippingCosts = order.shippingLines.map((s) => s.cost + (order.taxDisplay === "incl" ? s.tax : 0));
  return {
    prices: order.taxDisplay,
    label: converts && subtotalTax !== 0 ? order.taxDisplay : null,
    lineSubtotals: order.lines.map((line) => line.subtotal + sign * line.subtotalTax),
    subtotal: order.totals.subtotal + sign * subtotalTax,
    discount: order.totals.discount + sign * discountTax,
    couponDiscounts: order.couponLines.map((c, i) => c.discount + sign * (couponTaxes[i] ?? 0)),
    shippingCosts,
    shipping: shippingCosts.reduce((sum, cost) => sum + cost, 0),
  };
}
