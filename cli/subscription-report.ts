import { recurringAmount } from "../app/components/account/subscription-words.ts";
import { formatMoney } from "../server/money/format-money.ts";
import type { MerchantSubscriptionSummary } from "../server/subscriptions/list-subscriptions-for-merchant.ts";
import type { Subscription, SubscriptionNote } from "../server/subscriptions/subscriptions.ts";
import { shortTime } from "./order-report.ts";

// What `shop subscriptions list` and `shop subscriptions show` print: plain lines for a terminal,
// money for the shop's locale, times in UTC, statuses as the slugs `--status` takes, and notes
// as their codes and parameters (the merchant's view of what happened, and why).

const time = (iso: string | null) => (iso === null ? "-" : `${shortTime(iso)} UTC`);

function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0))).join("  "));
}

export function subscriptionListLines(subscriptions: readonly MerchantSubscriptionSummary[], locale: string): string[] {
  if (subscriptions.length === 0) return ["No subscriptions."];
  return columns([
    ["Subscription", "Status", "Next payment (UTC)", "Email", "Total"],
    ...subscriptions.map((s) => [`#${s.number}`, s.status, s.nextPayment === null ? "-" : shortTime(s.nextPayment), s.email, recurringAmount(s.total, s.currency, { period: s.period, interval: s.interval }, locale)]),
  ]);
}

function noteLine(note: SubscriptionNote): string {
  const params = Object.entries(note.params)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
  return `  ${shortTime(note.createdAt)}  ${note.code}${params === "" ? "" : ` ${params}`}${note.forCustomer ? "" : "  (private)"}`;
}

export function subscriptionShowLines(subscription: Subscription, notes: readonly SubscriptionNote[], locale: string): string[] {
  const money = (minor: number) => formatMoney(minor, subscription.currency, locale);
  const { dates, totals } = subscription;
  return [
    `Subscription #${subscription.number}  ${subscription.status}`,
    `Customer: #${subscription.customerId} ${subscription.billing.email}`,
    `Plan: ${recurringAmount(totals.total, subscription.currency, subscription.plan, locale)}${subscription.plan.length > 0 ? ` for ${subscription.plan.length} period(s)` : ""}`,
    `Start: ${time(dates.start)}  Trial end: ${time(dates.trialEnd)}  Next payment: ${time(dates.nextPayment)}`,
    `Last payment: ${time(dates.lastPayment)}  End: ${time(dates.end)}  Cancelled: ${time(dates.cancelled)}`,
    "Lines:",
    ...subscription.lines.map((line) => `  ${line.name}${line.sku === null ? "" : ` (${line.sku})`} × ${line.quantity}  ${money(line.total)}`),
    `Subtotal ${money(totals.subtotal)}  Shipping ${money(totals.shipping)}  Tax ${money(totals.tax)}  Total ${money(totals.total)}`,
    `Payment: ${subscription.manualRenewal ? "manual renewal" : `${subscription.paymentMethod}, saved method #${subscription.savedMethodId ?? "-"}`}`,
    `Orders: ${subscription.relatedOrders.map((o) => `#${o.orderId} (${o.relation})`).join(", ")}`,
    ...(notes.length === 0 ? ["Notes: none"] : ["Notes:", ...notes.map(noteLine)]),
  ];
}
