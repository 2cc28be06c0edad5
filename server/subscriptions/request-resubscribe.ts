import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderLine } from "../orders/orders.ts";
import { lockActorSubscription, type SubscriptionActionError, type SubscriptionActor } from "./subscription-action.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { listRelatedOrders } from "./subscription-orders.repository.ts";
import { rowStatus, toSubscription, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// "Resubscribe" (issue 10) to a cancelled or expired subscription, as WooCommerce Subscriptions
// does it: its lines go back into the cart (the caller's next step, at today's prices) and the
// customer checks out; the subscription that checkout makes is linked to this one as its
// resubscribe (link-resubscribe.ts). Here the request is recorded, so the checkout knows which
// subscription the new one follows. A subscription already resubscribed to is not offered again.

export const RESUBSCRIBABLE: readonly SubscriptionStatus[] = ["cancelled", "expired"];

export type ResubscribeRequest = { ok: true; lines: OrderLine[] } | { ok: false; code: SubscriptionActionError; status?: SubscriptionStatus };

export async function requestResubscribe(db: Kysely<Database>, request: { subscriptionId: number; actor: SubscriptionActor; seenStatus?: SubscriptionStatus }, now: Date): Promise<ResubscribeRequest> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<ResubscribeRequest> => {
    const own = subscriptionsDb(trx);
    const row = await lockActorSubscription(trx, request.subscriptionId, request.actor);
    if (row === undefined) return { ok: false, code: "subscription_not_found" };
    const status = rowStatus(row);
    if (request.seenStatus !== undefined && request.seenStatus !== status) return { ok: false, code: "subscription_changed", status };
    const resubscribed = (await listRelatedOrders(own, row.id)).some((o) => o.relation === "resubscribe");
    if (!RESUBSCRIBABLE.includes(status) || resubscribed) return { ok: false, code: "subscription_action_not_allowed", status };
    await updateSubscription(own, row.id, { resubscribe_requested_at: at, updated_at: at });
    await insertSubscriptionNote(own, row.id, { code: "resubscribe_requested", params: {}, forCustomer: false }, at);
    return { ok: true, lines: toSubscription(row, []).lines };
  });
}
