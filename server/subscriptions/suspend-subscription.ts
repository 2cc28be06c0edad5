import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { lockActorSubscription, refused, type SubscriptionActionResult } from "./subscription-action.ts";
import { rowStatus } from "./subscription.repository.ts";

// The merchant's "suspend" (`shop subscriptions suspend <id>`): an active subscription goes on
// hold, and the renewal job leaves it alone (it renews active subscriptions only) until the
// merchant activates it again. WooCommerce Subscriptions' "Suspend" (on-hold) action.

export async function suspendSubscription(db: Kysely<Database>, subscriptionId: number, now: Date): Promise<SubscriptionActionResult> {
  return db.transaction().execute(async (trx): Promise<SubscriptionActionResult> => {
    const row = await lockActorSubscription(trx, subscriptionId, { kind: "merchant" });
    if (row === undefined) return refused("subscription_not_found");
    const status = rowStatus(row);
    if (status !== "active") return refused("subscription_action_not_allowed", status);
    await moveSubscriptionStatus(trx, row.id, { to: "on-hold", from: ["active"], reason: "suspended_by_merchant", forCustomer: true }, now);
    return { ok: true };
  });
}
