import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderStatus } from "../orders/get-order-status.ts";
import { renewsManually } from "./create-subscriptions-for-order.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { listSubscriptionRowsOfParent, rowStatus, updateSubscription, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// After a parent order's payment is recorded, its subscriptions follow it (docs/decisions/026),
// as WooCommerce Subscriptions does: paid (processing or completed) → active; committed to an
// offline payment (on hold, a bank transfer) → on hold until it is paid; failed or still pending →
// they stay pending, and a later payment of the same order activates them. Safe to call again:
// a subscription already where its order puts it does not move.

export interface ParentOrderPayment {
  orderId: number;
  /** The card the parent order's payment saved (a new card at checkout): renewals charge it. */
  savedMethodId?: number | null;
}

export interface SubscriptionAfterPayment {
  subscriptionId: number;
  status: SubscriptionStatus;
}

/** Needs a transaction, ideally the one that recorded the payment. */
export async function activateSubscriptionsOfOrder(trx: Kysely<Database>, payment: ParentOrderPayment, now: Date): Promise<SubscriptionAfterPayment[]> {
  const own = subscriptionsDb(trx);
  const rows = await listSubscriptionRowsOfParent(own, payment.orderId);
  if (rows.length === 0) return [];
  const orderStatus = await getOrderStatus(trx, payment.orderId);
  const at = now.toISOString();
  const after: SubscriptionAfterPayment[] = [];
  for (const row of rows) {
    await takeSavedCard(trx, row, payment.savedMethodId ?? null, at);
    after.push({ subscriptionId: row.id, status: await follow(trx, row, orderStatus, now) });
  }
  return after;
}

/**
 * A subscription without a saved card renews with the one its order's payment saved (a new card at
 * checkout), as WooCommerce Subscriptions takes the method an order was paid with. One that has a
 * card keeps it: changing it is the customer's "Change payment" action.
 */
async function takeSavedCard(trx: Kysely<Database>, row: SubscriptionRow, savedMethodId: number | null, at: string): Promise<void> {
  if (savedMethodId === null || row.saved_method_id !== null || !["pending", "active", "on-hold"].includes(rowStatus(row))) return;
  await updateSubscription(subscriptionsDb(trx), row.id, { saved_method_id: savedMethodId, manual_renewal: renewsManually(row.payment_method, savedMethodId) ? 1 : 0, updated_at: at });
}

async function follow(trx: Kysely<Database>, row: SubscriptionRow, orderStatus: string | null, now: Date): Promise<SubscriptionStatus> {
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
