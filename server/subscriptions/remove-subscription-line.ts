import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderAddress, OrderLine, OrderShippingLine, OrderTaxLine, OrderTotals } from "../orders/orders.ts";
import { isStale, lockActorSubscription, refused, type SubscriptionActionResult, type SubscriptionActor } from "./subscription-action.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { rowStatus, toSubscription, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// "Remove" a line from a subscription of two or more (issue 10), as WooCommerce Subscriptions'
// WCS_Remove_Item does on an active or on-hold subscription: the line goes, and what each renewal
// charges is priced again for the lines left, with the shipping re-rated and the tax recomputed
// by the same calculators the checkout's recurring carts use. Pricing belongs to the checkout
// (decision 026), so it comes in as a port; the lines keep their frozen recurring prices.

export const LINES_REMOVABLE_IN: readonly SubscriptionStatus[] = ["active", "on-hold"];

export interface RemainingLines {
  lines: OrderLine[];
  billing: OrderAddress;
  shipping: OrderAddress | null;
  currency: string;
  /** The shipping method the subscription's renewals used, to rate again for the lines left. */
  shippingMethod: string;
}

export interface RepricedLines {
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  taxLines: OrderTaxLine[];
  totals: OrderTotals;
}

/** Prices the lines left as they renew; runs in the action's transaction. */
export type PriceRemainingLines = (trx: Kysely<Database>, remaining: RemainingLines, now: Date) => Promise<RepricedLines>;

export interface RemoveSubscriptionLine {
  subscriptionId: number;
  actor: SubscriptionActor;
  /** The line's position as the page showed it, and which product it showed there ("12:" or "12:34"). */
  lineIndex: number;
  lineRef: string;
  seenStatus?: SubscriptionStatus;
}

export function lineRefOf(line: Pick<OrderLine, "productId" | "variationId">): string {
  return `${line.productId}:${line.variationId ?? ""}`;
}

export async function removeSubscriptionLine(db: Kysely<Database>, price: PriceRemainingLines, request: RemoveSubscriptionLine, now: Date): Promise<SubscriptionActionResult & { removed?: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await lockActorSubscription(trx, request.subscriptionId, request.actor);
    if (row === undefined) return refused("subscription_not_found");
    const status = rowStatus(row);
    if (isStale(row, request.seenStatus)) return refused("subscription_changed", status);
    if (!LINES_REMOVABLE_IN.includes(status)) return refused("subscription_action_not_allowed", status);
    const subscription = toSubscription(row, []);
    const line = subscription.lines[request.lineIndex];
    // The line the page showed at that position is gone or another one now (removed by a first click).
    if (line === undefined || lineRefOf(line) !== request.lineRef) return refused("subscription_line_not_found", status);
    if (subscription.lines.length < 2) return refused("subscription_last_line", status);

    const remaining = subscription.lines.filter((_, i) => i !== request.lineIndex);
    const priced = await price(trx, { lines: remaining, billing: subscription.billing, shipping: subscription.shipping, currency: subscription.currency, shippingMethod: subscription.shippingLines[0]?.methodId ?? "" }, now);
    await updateSubscription(subscriptionsDb(trx), row.id, {
      lines: JSON.stringify(priced.lines),
      shipping_lines: JSON.stringify(priced.shippingLines),
      tax_lines: JSON.stringify(priced.taxLines),
      subtotal: priced.totals.subtotal,
      discount_total: priced.totals.discount,
      shipping_total: priced.totals.shipping,
      tax_total: priced.totals.tax,
      total: priced.totals.total,
      updated_at: at,
    });
    const by = request.actor.kind === "customer" ? "customer" : "merchant";
    await insertSubscriptionNote(subscriptionsDb(trx), row.id, { code: "subscription_line_removed", params: { name: line.name, quantity: line.quantity, by }, forCustomer: true }, at);
    return { ok: true, removed: line.name };
  });
}
