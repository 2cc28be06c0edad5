import { orderNoteText } from "../app/i18n/checkout-messages.en.ts";
import { orderPaymentMethodTitle } from "../app/i18n/payment-messages.en.ts";
import { formatMoney } from "../server/money/format-money.ts";
import type { MerchantOrderSummary } from "../server/orders/list-orders.ts";
import type { Order, OrderAddress, OrderNote, OrderRefund } from "../server/orders/orders.ts";

// What `shop orders list` and `shop orders show` print: plain lines for a terminal, money in the
// order's currency for the shop's locale, times in UTC, statuses as the slugs `--status` takes,
// and notes worded from the catalogue as the customer's order page words them.

/** "2026-06-01T12:00:00.000Z" → "2026-06-01 12:00". */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

/** Left-aligned columns, two spaces apart; the last column is not padded. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0))).join("  "));
}

export function orderListLines(orders: readonly MerchantOrderSummary[], locale: string): string[] {
  if (orders.length === 0) return ["No orders."];
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return columns([
    ["Order", "Date (UTC)", "Status", "Email", "Total"],
    ...orders.map((o) => [
      `#${o.number}`,
      shortTime(o.createdAt),
      o.status,
      o.email,
      money(o.total, o.currency) + (o.refundedTotal > 0 ? ` (refunded ${money(o.refundedTotal, o.currency)})` : ""),
    ]),
  ]);
}

function addressLines(address: OrderAddress): string[] {
  const name = [address.first_name, address.last_name].filter((part) => part !== "").join(" ");
  const city = [address.city, [address.state, address.postcode].filter((part) => part !== "").join(" ")].filter((part) => part !== "").join(", ");
  return [name, address.company, address.address_1, address.address_2, city, address.country, address.phone].filter((line) => line !== "");
}

export interface OrderReport {
  order: Order;
  refunds: readonly OrderRefund[];
  notes: readonly OrderNote[];
}

export function orderShowLines({ order, refunds, notes }: OrderReport, locale: string): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const indent = (lines: readonly string[]) => lines.map((line) => `  ${line}`);
  const lines = [
    `Order #${order.number}  ${order.status}`,
    `Date: ${shortTime(order.createdAt)} UTC${order.paidAt === null ? "" : `, paid ${shortTime(order.paidAt)} UTC`}${order.completedAt === null ? "" : `, completed ${shortTime(order.completedAt)} UTC`}`,
    `Customer: ${order.customerId === null ? "guest" : `account #${order.customerId}`}, ${order.email}`,
    "Billing address:",
    ...indent(addressLines(order.billing)),
    ...(order.shipping === null ? ["Shipping address: none (nothing to ship)"] : ["Shipping address:", ...indent(addressLines(order.shipping))]),
    "Lines (after discounts, before tax):",
    ...indent(
      columns(
        order.lines.map((line) => [
          line.name + line.attributes.map((a) => `, ${a.name}: ${a.label}`).join(""),
          `SKU ${line.sku ?? "-"}`,
          `× ${line.quantity}`,
          money(line.total),
        ]),
      ),
    ),
    ...order.shippingLines.map((s) => `Shipping method: ${s.label} (${money(s.cost)})`),
    ...order.couponLines.map((c) => `Coupon: ${c.code} (-${money(c.discount)})`),
    `Subtotal: ${money(order.totals.subtotal)}`,
    ...(order.totals.discount > 0 ? [`Discount: -${money(order.totals.discount)}`] : []),
    `Shipping: ${money(order.totals.shipping)}`,
    `Tax: ${money(order.totals.tax)}`,
    `Total: ${money(order.totals.total)}`,
    ...(order.refundedTotal > 0 ? [`Refunded: ${money(order.refundedTotal)}`, `Net: ${money(order.totals.total - order.refundedTotal)}`] : []),
    `Payment method: ${orderPaymentMethodTitle(order)} (${order.paymentMethod})${order.transactionId === null ? "" : `, transaction ${order.transactionId}`}`,
    ...(order.customerNote === "" ? [] : [`Customer note: ${order.customerNote}`]),
    ...(refunds.length === 0
      ? ["Refunds: none"]
      : [
          "Refunds:",
          ...indent(
            columns(
              refunds.map((r) => [
                `#${r.id}`,
                shortTime(r.createdAt),
                money(r.amount),
                r.status + (r.failureCode === null ? "" : ` (${r.failureCode})`),
                [r.gatewayRefundId ?? "", r.restock ? "with restock" : ""].filter((part) => part !== "").join(", "),
              ]),
            ),
          ),
        ]),
    ...(notes.length === 0 ? ["Notes: none"] : ["Notes:", ...indent(notes.map((n) => `${shortTime(n.createdAt)}  ${orderNoteText(n.code, n.params, locale)}${n.forCustomer ? "" : "  (private)"}`))]),
  ];
  return lines.map((line) => line.trimEnd());
}
