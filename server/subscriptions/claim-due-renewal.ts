import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createRenewalOrder } from "../orders/create-renewal-order.ts";
import { moveSubscriptionStatus } from "./move-subscription-status.ts";
import { queueRenewalInvoice } from "./renewal-mails.ts";
import { leaseUntil, pendingChargeOf, renewalChargeKey, type PendingCharge, type RenewalOptions } from "./renewal-charge.ts";
import { claimPeriod, findRenewalOfPeriod, setRenewalOrder } from "./renewal.repository.ts";
import { takeUpUnpaidEarlyRenewal } from "./take-up-unpaid-early-renewal.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { lockSubscriptionRowUnlessBusy, rowStatus, type SubscriptionRow } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import { renewalOrderOfSubscription } from "./renewal-order-of-subscription.ts";

// The first half of a renewal (docs/decisions/026), in one transaction: under the subscription's
// lock, check the next payment is due, claim the period by inserting its renewal row (a conflict
// means another worker or trigger owns it), and make the renewal order from the subscription's
// frozen lines and totals. It commits before anything is charged, so a charge always has its
// order and its claim. A subscription without a card to charge (an offline method) renews by hand:
// its renewal order waits for the customer, and the subscription waits on hold.

export type ClaimOutcome =
  | { kind: "charge"; pending: PendingCharge }
  | { kind: "manual"; orderId: number }
  /** Not active, not due, gone, or (PostgreSQL) held by another worker right now. */
  | { kind: "skipped" }
  | { kind: "claimed_elsewhere" }
  | { kind: "out_of_stock"; name: string };

/** Thrown to roll back the claim and the half-made order when stock is short. */
class OutOfStock extends Error {
  readonly productName: string;
  constructor(name: string) {
    super("renewal out of stock");
    this.productName = name;
  }
}

async function claimIn(trx: Kysely<Database>, subscriptionId: number, now: Date, options: RenewalOptions): Promise<ClaimOutcome> {
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  const row = await lockSubscriptionRowUnlessBusy(own, subscriptionId);
  if (row === undefined || rowStatus(row) !== "active" || row.next_payment_at === null || row.next_payment_at > at) return { kind: "skipped" };
  const manual = row.manual_renewal === 1;
  const scheduledAt = row.next_payment_at;
  // A period claimed before is found by a plain read first. Inserting its key again would wait on
  // the row while the claimant records its answer, and that claimant waits for the subscription's
  // lock held here: a deadlock. (Another claim of a new period needs this lock, so the insert
  // below conflicts with nothing in progress.)
  const claimed = await findRenewalOfPeriod(own, subscriptionId, scheduledAt);
  if (claimed !== undefined) {
    const early = await takeUpUnpaidEarlyRenewal(trx, subscriptionId, claimed, now);
    if (early.kind === "awaiting") return { kind: "manual", orderId: early.orderId };
    if (early.kind === "not_early") return { kind: "claimed_elsewhere" };
  }
  const renewalId = await claimPeriod(own, { subscriptionId, scheduledAt, status: manual ? "manual" : "charging", leaseExpiresAt: manual ? null : leaseUntil(now, options), now: at });
  if (renewalId === null) return { kind: "claimed_elsewhere" };

  const order = await createOrderOf(trx, row, renewalChargeKey(subscriptionId, scheduledAt, 0), now);
  await setRenewalOrder(own, renewalId, order.orderId);
  await linkOrder(own, subscriptionId, order.orderId, "renewal", at);
  await insertSubscriptionNote(own, subscriptionId, { code: "renewal_order_created", params: { order: order.orderId, scheduled: scheduledAt }, forCustomer: false }, at);
  if (manual) {
    await moveSubscriptionStatus(trx, subscriptionId, { to: "on-hold", from: ["active"], reason: "awaiting_renewal_payment", forCustomer: true }, now);
    await queueRenewalInvoice(trx, subscriptionId, order.orderId, now);
    return { kind: "manual", orderId: order.orderId };
  }
  const pending = pendingChargeOf(row, { id: renewalId, scheduledAt, attempts: 0, orderId: order.orderId, amount: row.total, currency: row.currency });
  return { kind: "charge", pending };
}

async function createOrderOf(trx: Kysely<Database>, row: SubscriptionRow, attemptKey: string, now: Date): Promise<{ orderId: number }> {
  const order = await createRenewalOrder(trx, await renewalOrderOfSubscription(trx, row, attemptKey, "renewal_order_of_subscription"), now);
  if (!order.ok) throw new OutOfStock(order.params.name);
  return order;
}

/** Claims the subscription's due period and makes its renewal order; the charge is the caller's next step. */
export async function claimDueRenewal(db: Kysely<Database>, subscriptionId: number, now: Date, options: RenewalOptions): Promise<ClaimOutcome> {
  try {
    return await db.transaction().execute((trx) => claimIn(trx, subscriptionId, now, options));
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
    // Nothing can be renewed without the goods: the subscription waits on hold, unclaimed, until the
    // merchant restocks and reactivates it (its next payment is then due again).
    await db.transaction().execute((trx) =>
      moveSubscriptionStatus(trx, subscriptionId, { to: "on-hold", from: ["active"], reason: "renewal_out_of_stock" }, now),
    );
    return { kind: "out_of_stock", name: error.productName };
  }
}
