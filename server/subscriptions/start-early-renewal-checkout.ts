import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createRenewalOrder } from "../orders/create-renewal-order.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { PAYABLE_STATUSES } from "../orders/start-order-payment.ts";
import { mayRenewEarlyThroughCheckout } from "./may-renew-early-through-checkout.ts";
import { claimPeriod, findRenewalOfPeriod, renewalStatus, setRenewalOrder } from "./renewal.repository.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { lockSubscriptionRow, toSubscription, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import { renewalOrderOfSubscription } from "./renewal-order-of-subscription.ts";

// "Renew now" through checkout (issue 10; WooCommerce Subscriptions' early renewal of a
// subscription renewed by hand): the customer pays the period their next payment would pay, now,
// on the pay-for-order page. Under the subscription's lock, the period is claimed as the renewal
// job claims it (the same unique key on subscription and period, status "manual": waiting for the
// customer) and its renewal order is made from the frozen lines and totals. So one period has one
// renewal order whoever asks: "Renew now" sent again finds the order it made (while it is unpaid),
// and the job never makes a second one for that period. Paying the order goes through the same
// settlement as any renewal paid through checkout (settle-renewal-order-payment.ts): once, and the
// next payment moves one period on from the date it was (apply-renewal-payment.ts).

export type EarlyRenewalCheckoutCode = "subscription_not_found" | "early_renewal_not_allowed" | "early_renewal_out_of_stock";

export type EarlyRenewalCheckout = { ok: true; orderId: number; orderKey: string } | { ok: false; code: EarlyRenewalCheckoutCode };

export interface EarlyRenewalCheckoutRequest {
  subscriptionId: number;
  /** The signed-in customer: another customer's subscription is not found. */
  customerId: number;
}

/** Thrown to roll back the claim and the half-made order when stock is short. */
class OutOfStock extends Error {}

/** The attempt key of an early renewal order: its payments are recorded under it. */
export function earlyRenewalCheckoutKey(subscriptionId: number, scheduledAt: string): string {
  return `early-renewal-checkout:${subscriptionId}:${scheduledAt}`;
}

async function makeOrder(trx: Kysely<Database>, row: SubscriptionRow, scheduledAt: string, now: Date): Promise<{ orderId: number; orderKey: string }> {
  const order = await createRenewalOrder(trx, await renewalOrderOfSubscription(trx, row, earlyRenewalCheckoutKey(row.id, scheduledAt), "early_renewal_order_of_subscription"), now);
  if (!order.ok) throw new OutOfStock();
  return order;
}

async function startIn(trx: Kysely<Database>, request: EarlyRenewalCheckoutRequest, now: Date): Promise<EarlyRenewalCheckout> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const row = await lockSubscriptionRow(own, request.subscriptionId);
  if (row === undefined || row.customer_id !== request.customerId) return { ok: false, code: "subscription_not_found" };
  if (!mayRenewEarlyThroughCheckout(toSubscription(row, []), now) || row.next_payment_at === null) return { ok: false, code: "early_renewal_not_allowed" };
  const scheduledAt = row.next_payment_at;

  const claimed = await findRenewalOfPeriod(own, row.id, scheduledAt);
  if (claimed !== undefined) {
    // Only an early renewal waiting for the customer holds a period not yet due; any other claim
    // (an automatic early renewal being charged) leaves nothing to pay here.
    if (renewalStatus(claimed) !== "manual" || claimed.order_id === null) return { ok: false, code: "early_renewal_not_allowed" };
    const order = await getOrderForMerchant(trx, claimed.order_id);
    // "Renew now" again (a double click, the back button): the same order, still to pay.
    if (order !== null && PAYABLE_STATUSES.includes(order.status)) return { ok: true, orderId: order.id, orderKey: order.key };
    if (order?.status !== "cancelled") return { ok: false, code: "early_renewal_not_allowed" };
    // The customer cancelled that order unpaid: the period's claim takes a new one.
    const reissued = await makeOrder(trx, row, scheduledAt, now);
    await setRenewalOrder(own, claimed.id, reissued.orderId);
    await linkOrder(own, row.id, reissued.orderId, "renewal", at);
    await insertSubscriptionNote(own, row.id, { code: "early_renewal_order_created", params: { order: reissued.orderId, scheduled: scheduledAt }, forCustomer: false }, at);
    return { ok: true, ...reissued };
  }
  const renewalId = await claimPeriod(own, { subscriptionId: row.id, scheduledAt, status: "manual", leaseExpiresAt: null, now: at });
  if (renewalId === null) return { ok: false, code: "early_renewal_not_allowed" };
  const order = await makeOrder(trx, row, scheduledAt, now);
  await setRenewalOrder(own, renewalId, order.orderId);
  await linkOrder(own, row.id, order.orderId, "renewal", at);
  await insertSubscriptionNote(own, row.id, { code: "early_renewal_order_created", params: { order: order.orderId, scheduled: scheduledAt }, forCustomer: false }, at);
  return { ok: true, ...order };
}

/** The early renewal order to pay through checkout (made once per period), or why there is none. */
export async function startEarlyRenewalCheckout(db: Kysely<Database>, request: EarlyRenewalCheckoutRequest, now: Date): Promise<EarlyRenewalCheckout> {
  try {
    return await db.transaction().execute((trx) => startIn(trx, request, now));
  } catch (error) {
    if (error instanceof OutOfStock) return { ok: false, code: "early_renewal_out_of_stock" };
    throw error;
  }
}
