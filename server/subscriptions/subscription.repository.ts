import { PostgresAdapter, type Insertable, type Selectable, type Updateable } from "kysely";
import type { SubscriptionsTable } from "../db/schema-subscriptions.ts";
import type { OrderAddress, OrderLine, OrderShippingLine, OrderTaxLine } from "../orders/orders.ts";
import { parseEnum } from "../parse-enum.ts";
import { BILLING_PERIODS } from "./billing-period.ts";
import type { RenewalDay } from "./renewal-day.ts";
import type { RenewalRule } from "./subscription-schedule.ts";
import type { SubscriptionsDb } from "./subscriptions-db.ts";
import { SUBSCRIPTION_STATUSES, type Subscription, type SubscriptionRelatedOrder, type SubscriptionStatus } from "./subscriptions.ts";

// The subscriptions row: creating it, reading it, and moving its status with a conditional update
// under the row's lock, so two processes acting on one subscription (the renewal job and a
// customer's action, two workers) cannot both win.

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export function rowStatus(row: Pick<SubscriptionRow, "status">): SubscriptionStatus {
  return parseEnum(SUBSCRIPTION_STATUSES, row.status, "pending");
}

export function renewalRuleOf(row: SubscriptionRow): RenewalRule {
  return { period: parseEnum(BILLING_PERIODS, row.billing_period, "month"), interval: row.billing_interval, renewalDay: row.renewal_day === null ? null : (JSON.parse(row.renewal_day) as RenewalDay) };
}

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The dates the schedule works on, as instants. */
export function scheduleOf(row: SubscriptionRow): { trialEnd: Date | null; end: Date | null } {
  return { trialEnd: dateOrNull(row.trial_end_at), end: dateOrNull(row.end_at) };
}

export function toSubscription(row: SubscriptionRow, relatedOrders: SubscriptionRelatedOrder[]): Subscription {
  const rule = renewalRuleOf(row);
  return {
    id: row.id,
    number: String(row.id),
    status: rowStatus(row),
    customerId: row.customer_id,
    parentOrderId: row.parent_order_id,
    plan: { period: rule.period, interval: rule.interval, length: row.length, trialLength: row.trial_length, trialPeriod: parseEnum(BILLING_PERIODS, row.trial_period, "day") },
    renewalDay: rule.renewalDay,
    billing: JSON.parse(row.billing) as OrderAddress,
    shipping: row.shipping === null ? null : (JSON.parse(row.shipping) as OrderAddress),
    currency: row.currency,
    pricesIncludeTax: row.prices_include_tax === 1,
    lines: JSON.parse(row.lines) as OrderLine[],
    shippingLines: JSON.parse(row.shipping_lines) as OrderShippingLine[],
    taxLines: JSON.parse(row.tax_lines) as OrderTaxLine[],
    totals: { subtotal: row.subtotal, discount: row.discount_total, shipping: row.shipping_total, tax: row.tax_total, total: row.total },
    paymentMethod: row.payment_method,
    paymentMethodTitle: row.payment_method_title,
    savedMethodId: row.saved_method_id,
    manualRenewal: row.manual_renewal === 1,
    dates: { start: row.start_at, trialEnd: row.trial_end_at, nextPayment: row.next_payment_at, lastPayment: row.last_payment_at, end: row.end_at, cancelled: row.cancelled_at },
    relatedOrders,
    createdAt: row.created_at,
  };
}

/** Inserts the subscription unless its parent order already has one for this cart key; its id, or null then. */
export async function insertSubscriptionOnce(db: SubscriptionsDb, values: Insertable<SubscriptionsTable>): Promise<number | null> {
  const row = await db
    .insertInto("subscriptions")
    .values(values)
    .onConflict((oc) => oc.columns(["parent_order_id", "cart_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateSubscription(db: SubscriptionsDb, id: number, values: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable("subscriptions").set(values).where("id", "=", id).execute();
}

export async function deleteSubscription(db: SubscriptionsDb, id: number): Promise<void> {
  await db.deleteFrom("subscriptions").where("id", "=", id).execute();
}

export async function findSubscriptionRow(db: SubscriptionsDb, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findSubscriptionRowOfCart(db: SubscriptionsDb, parentOrderId: number, cartKey: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("parent_order_id", "=", parentOrderId).where("cart_key", "=", cartKey).executeTakeFirst();
}

export async function listSubscriptionRowsOfParent(db: SubscriptionsDb, parentOrderId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom("subscriptions").selectAll().where("parent_order_id", "=", parentOrderId).orderBy("id").execute();
}

export async function listSubscriptionRowsOfCustomer(db: SubscriptionsDb, customerId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom("subscriptions").selectAll().where("customer_id", "=", customerId).orderBy("id", "desc").execute();
}

/**
 * The subscription's row, locked for the rest of the transaction, so two processes acting on one
 * subscription take turns (SQLite serialises writers on its single connection; PostgreSQL needs
 * the row lock).
 */
export async function lockSubscriptionRow(db: SubscriptionsDb, id: number): Promise<SubscriptionRow | undefined> {
  const query = db.selectFrom("subscriptions").selectAll().where("id", "=", id);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The row locked as lockSubscriptionRow does, except that on PostgreSQL a row another transaction
 * holds is skipped (undefined) instead of waited for: a second renewal worker moves on to other
 * subscriptions rather than queueing behind the first.
 */
export async function lockSubscriptionRowUnlessBusy(db: SubscriptionsDb, id: number): Promise<SubscriptionRow | undefined> {
  const query = db.selectFrom("subscriptions").selectAll().where("id", "=", id);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query).executeTakeFirst();
}

/**
 * Active subscriptions whose next payment is due and whose period nobody has claimed yet, most
 * overdue first; and those whose period waits for the customer while they are still active (an
 * early renewal order left unpaid, start-early-renewal-checkout.ts), which then wait on hold for it.
 */
export async function listDueSubscriptionIds(db: SubscriptionsDb, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("subscriptions as s")
    .select("s.id")
    .where("s.status", "=", "active")
    .where("s.next_payment_at", "<=", now)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("subscription_renewals as r").select("r.id").whereRef("r.subscription_id", "=", "s.id").whereRef("r.scheduled_at", "=", "s.next_payment_at").where("r.status", "!=", "manual"))),
    )
    .orderBy("s.next_payment_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Moves the next payment on from the date a renewal claimed, and records the payment; false (and
 * nothing written) when the next payment is no longer that date: someone changed the schedule since.
 */
export async function advanceNextPayment(db: SubscriptionsDb, id: number, claimed: string, next: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable("subscriptions")
    .set({ next_payment_at: next, last_payment_at: at, updated_at: at })
    .where("id", "=", id)
    .where("next_payment_at", "=", claimed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subscriptions still running whose end has come, soonest first. */
export async function listEndedSubscriptionIds(db: SubscriptionsDb, now: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom("subscriptions").select("id").where("status", "in", ["active", "on-hold", "pending-cancel"]).where("end_at", "<=", now).orderBy("end_at").limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Subscriptions whose free trial has ended and not been noted yet. */
export async function listUnnotedTrialEnds(db: SubscriptionsDb, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("trial_end_noted", "=", 0)
    .where("trial_end_at", "<=", now)
    .where("status", "in", ["active", "on-hold", "pending-cancel"])
    .orderBy("trial_end_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the trial's end noted; false when another worker marked it first. */
export async function markTrialEndNoted(db: SubscriptionsDb, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable("subscriptions").set({ trial_end_noted: 1, updated_at: at }).where("id", "=", id).where("trial_end_noted", "=", 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function requireTransaction(db: SubscriptionsDb): void {
  // The note written with a status change must commit or roll back with it.
  if (!db.isTransaction) throw new Error("A subscription's status changes only inside a transaction");
}

/**
 * Moves the subscription from `from` to `to` with the other column changes, by a conditional
 * update under the row's lock; false when it was no longer in `from`. Needs a transaction.
 */
export async function changeSubscriptionStatus(
  db: SubscriptionsDb,
  id: number,
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  values: Updateable<SubscriptionsTable> & { updated_at: string },
): Promise<boolean> {
  requireTransaction(db);
  const result = await db
    .updateTable("subscriptions")
    .set({ ...values, status: to })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest subscriptions first, of one status or all, for the merchant's list. */
export async function listSubscriptionRowsForMerchant(db: SubscriptionsDb, status: SubscriptionStatus | null, limit: number): Promise<SubscriptionRow[]> {
  let query = db.selectFrom("subscriptions").selectAll();
  if (status !== null) query = query.where("status", "=", status);
  return query.orderBy("id", "desc").limit(limit).execute();
}

/** The customer's ended subscriptions they asked to resubscribe to, oldest request first. */
export async function listResubscribeRequests(db: SubscriptionsDb, customerId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("resubscribe_requested_at", "is not", null)
    .where("status", "in", ["cancelled", "expired"])
    .orderBy("resubscribe_requested_at")
    .execute();
}
