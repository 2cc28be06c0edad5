import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderLine } from "../orders/orders.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { listResubscribeRequests, toSubscription, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The second half of "Resubscribe" (request-resubscribe.ts): when the customer's checkout makes a
// subscription holding every product of an ended subscription they asked to resubscribe to, the
// order is linked to the old one as its resubscribe order (subscription_orders relation
// "resubscribe", WooCommerce Subscriptions' resubscribe order type), each notes the other, and the
// request is done. Runs in the placing transaction (createSubscriptionsForOrder).

const refOf = (line: Pick<OrderLine, "productId" | "variationId">) => `${line.productId}:${line.variationId ?? ""}`;

export async function linkResubscribe(trx: Kysely<Database>, made: { customerId: number; orderId: number; subscriptionId: number; lines: readonly OrderLine[] }, now: Date): Promise<number | null> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const bought = new Set(made.lines.map(refOf));
  for (const row of await listResubscribeRequests(own, made.customerId)) {
    if (!toSubscription(row, []).lines.every((line) => bought.has(refOf(line)))) continue;
    await linkOrder(own, row.id, made.orderId, "resubscribe", at);
    await updateSubscription(own, row.id, { resubscribe_requested_at: null, updated_at: at });
    await insertSubscriptionNote(own, row.id, { code: "resubscribed", params: { order: made.orderId, subscription: made.subscriptionId }, forCustomer: true }, at);
    await insertSubscriptionNote(own, made.subscriptionId, { code: "resubscribe_of", params: { subscription: row.id }, forCustomer: true }, at);
    return row.id;
  }
  return null;
}
