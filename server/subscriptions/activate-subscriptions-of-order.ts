import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderPaymentState } from "../orders/get-order-payment-state.ts";
import type { OrderStatus } from "../orders/orders.ts";
import { renewsManually } from "./create-subscriptions-for-order.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { queueNewRenewalOrderMail } from "./renewal-mails.ts";
import { findRenewalOfOrder } from "./renewal.repository.ts";
import { settleRenewalOrderPayment } from "./settle-renewal-order-payment.ts";
import { findSubscriptionRow, listSubscriptionRowsOfParent, rowStatus, updateSubscription, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// After an order's payment is recorded, the subscriptions it belongs to follow it
// (docs/decisions/026), as WooCommerce Subscriptions does. The checkout calls this for every order
// whose payment it records; an order of no subscription changes nothing.
// - A parent order paid (processing or completed) makes its subscriptions active; one committed to
//   an offline payment (on hold, a bank transfer) keeps them on hold until it is paid; failed or
//   still pending, they stay pending, and a later payment of the same order activates them.
// - A renewal order paid (a manual renewal, or a failed one the customer paid through checkout)
//   moves its subscription's next payment on and reactivates it (settle-renewal-order-payment.ts).
// Safe to call again: a subscription already where its order puts it does not move.

export interface OrderPaymentRecorded {
  orderId: number;
  /** The card the order's payment saved (a new card at checkout): renewals charge it from now on. */
  savedMethodId?: number | null;
  /** The shop's IANA time zone, for a renewal's next payment date. */
  timeZone: string;
}

export interface SubscriptionAfterPayment {
  subscriptionId: number;
  status: SubscriptionStatus;
}

/** Needs a transaction, ideally the one that recorded the payment. */
export async function activateSubscriptionsOfOrder(trx: Kysely<Database>, payment: OrderPaymentRecorded, now: Date): Promise<SubscriptionAfterPayment[]> {
  const own = subscriptionsDb(trx);
  const parents = await listSubscriptionRowsOfParent(own, payment.orderId);
  const renewal = parents.length === 0 ? await findRenewalOfOrder(own, payment.orderId) : undefined;
  if (parents.length === 0 && renewal === undefined) return [];
  const order = await getOrderPaymentState(trx, payment.orderId);
  const orderStatus = order?.status ?? null;
  const card = payment.savedMethodId == null || order === null ? null : { savedMethodId: payment.savedMethodId, paymentMethod: order.paymentMethod, paymentMethodTitle: order.paymentMethodTitle };
  const at = now.toISOString();
  const after: SubscriptionAfterPayment[] = [];
  for (const row of parents) {
    await takeSavedCard(trx, row, card, at);
    after.push({ subscriptionId: row.id, status: await follow(trx, row, orderStatus, now) });
  }
  if (renewal !== undefined) {
    const row = await findSubscriptionRow(own, renewal.subscription_id);
    if (row !== undefined) await takeSavedCard(trx, row, card, at);
    await settleRenewalOrderPayment(trx, { orderId: payment.orderId, orderStatus, timeZone: payment.timeZone }, now);
    // Committed to an offline payment, the renewal order is news to the shop already, as WooCommerce
    // Subscriptions tells it (docs/decisions/031); its payment later queues nothing more.
    if (orderStatus === "on-hold") await queueNewRenewalOrderMail(trx, renewal.subscription_id, payment.orderId, now);
    const settled = await findSubscriptionRow(own, renewal.subscription_id);
    if (settled !== undefined) after.push({ subscriptionId: settled.id, status: rowStatus(settled) });
  }
  return after;
}

interface CardOfPayment {
  savedMethodId: number;
  paymentMethod: string;
  paymentMethodTitle: string;
}

/**
 * A subscription without a saved card renews with the one its order's payment saved (a new card at
 * checkout, or a card the customer paid a manual renewal with), as WooCommerce Subscriptions takes
 * the method an order was paid with. One that has a card keeps it: changing it is the customer's
 * "Change payment" action.
 */
async function takeSavedCard(trx: Kysely<Database>, row: SubscriptionRow, card: CardOfPayment | null, at: string): Promise<void> {
  if (card === null || row.saved_method_id !== null || !["pending", "active", "on-hold"].includes(rowStatus(row))) return;
  await updateSubscription(subscriptionsDb(trx), row.id, {
    saved_method_id: card.savedMethodId,
    payment_method: card.paymentMethod,
    payment_method_title: card.paymentMethodTitle,
    manual_renewal: renewsManually(card.paymentMethod, card.savedMethodId) ? 1 : 0,
    updated_at: at,
  });
}

async function follow(trx: Kysely<Database>, row: SubscriptionRow, orderStatus: OrderStatus | null, now: Date): Promise<SubscriptionStatus> {
  const status = rowStatus(row);
  if (orderStatus === "processing" || orderStatus === "completed") {
    // A subscription on hold is activated by its parent order only while that order's payment has
    // not been counted (no last payment yet): one on hold after a failed renewal waits for that renewal.
    if (status === "pending" || (status === "on-hold" && row.last_payment_at === null)) {
      const moved = await moveSubscriptionStatus(trx, row.id, { to: "active", from: [status], reason: "parent_order_paid", values: { last_payment_at: now.toISOString() } }, now);
      if (moved.moved) return "active";
    }
  } else if (orderStatus === "on-hold" && status === "pending") {
    const moved = await moveSubscriptionStatus(trx, row.id, { to: "on-hold", from: ["pending"], reason: "parent_order_on_hold" }, now);
    if (moved.moved) return "on-hold";
  }
  return status;
}
