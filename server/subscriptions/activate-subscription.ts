import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { findRenewalOfPeriod } from "./renewal.repository.ts";
import { lockActorSubscription, refused, type SubscriptionActionResult } from "./subscription-action.ts";
import { nextPaymentAfter } from "./subscription-schedule.ts";
import { renewalRuleOf, rowStatus, scheduleOf } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The merchant's "activate" (`shop subscriptions activate <id>`): a subscription on hold (suspended,
// or waiting for a renewal payment the merchant lets go) is active again. As WooCommerce
// Subscriptions does on reactivation, a next payment that has passed meanwhile, or whose period
// was already claimed (the failed renewal that put it on hold), moves on to the next one ahead:
// the periods missed on hold are not charged, and the job renews it from there.

export async function activateSubscription(db: Kysely<Database>, subscriptionId: number, now: Date, options: { timeZone: string }): Promise<SubscriptionActionResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SubscriptionActionResult> => {
    const own = subscriptionsDb(trx);
    const row = await lockActorSubscription(trx, subscriptionId, { kind: "merchant" });
    if (row === undefined) return refused("subscription_not_found");
    const status = rowStatus(row);
    if (status !== "on-hold") return refused("subscription_action_not_allowed", status);
    let nextPayment = row.next_payment_at;
    if (nextPayment !== null && (nextPayment <= at || (await findRenewalOfPeriod(own, row.id, nextPayment)) !== undefined)) {
      const next = nextPaymentAfter({ rule: renewalRuleOf(row), scheduled: new Date(nextPayment), ...scheduleOf(row), now, timeZone: options.timeZone });
      nextPayment = next === null ? null : next.toISOString();
    }
    await moveSubscriptionStatus(trx, row.id, { to: "active", from: ["on-hold"], reason: "activated_by_merchant", values: { next_payment_at: nextPayment }, forCustomer: true }, now);
    return { ok: true };
  });
}
