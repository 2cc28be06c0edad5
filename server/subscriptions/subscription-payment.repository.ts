import { PostgresAdapter } from "kysely";
import type { SubscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus } from "./subscriptions.ts";

// The SQL of a subscription's payment method (issue 10: "Change payment method", and deleting a
// card that subscriptions use): which subscriptions a card pays, and pointing them at another.

/** The statuses whose renewals a customer may still pay differently (WooCommerce Subscriptions' "current" subscriptions). */
export const PAYMENT_CHANGEABLE_STATUSES = ["active", "on-hold"] as const satisfies readonly SubscriptionStatus[];

/** How a subscription pays its renewals: a saved card charged off-session, or by hand (no card). */
export type RenewalPaymentColumns =
  | { manual: false; gatewayId: string; title: string; savedMethodId: number }
  | { manual: true };

export interface PaymentRow {
  id: number;
  status: string;
  payment_method: string;
  payment_method_title: string;
  saved_method_id: number | null;
  manual_renewal: number;
}

// SQLite serialises writers on its one connection; PostgreSQL needs the rows locked.
const onPostgres = (db: SubscriptionsDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function columnsOf(to: RenewalPaymentColumns, at: string) {
  // A subscription left without a card keeps its gateway's name for the record, and is renewed by hand.
  return to.manual
    ? { saved_method_id: null, manual_renewal: 1 as const, updated_at: at }
    : { payment_method: to.gatewayId, payment_method_title: to.title, saved_method_id: to.savedMethodId, manual_renewal: 0 as const, updated_at: at };
}

export async function setRenewalPayment(db: SubscriptionsDb, subscriptionId: number, to: RenewalPaymentColumns, at: string): Promise<void> {
  await db.updateTable("subscriptions").set(columnsOf(to, at)).where("id", "=", subscriptionId).execute();
}

/** The customer's subscriptions a card pays (any status: a cancelled one must not keep pointing at a card that is gone), locked. */
export async function lockSubscriptionsPaidBy(db: SubscriptionsDb, customerId: number, savedMethodId: number): Promise<PaymentRow[]> {
  const query = db
    .selectFrom("subscriptions")
    .select(["id", "status", "payment_method", "payment_method_title", "saved_method_id", "manual_renewal"])
    .where("customer_id", "=", customerId)
    .where("saved_method_id", "=", savedMethodId)
    .orderBy("id");
  return (onPostgres(db) ? query.forUpdate() : query).execute();
}

/** The customer's current subscriptions that do not renew with this card (another card, or by hand), locked. */
export async function listCurrentSubscriptionsNotPaidBy(db: SubscriptionsDb, customerId: number, savedMethodId: number): Promise<PaymentRow[]> {
  const query = db
    .selectFrom("subscriptions")
    .select(["id", "status", "payment_method", "payment_method_title", "saved_method_id", "manual_renewal"])
    .where("customer_id", "=", customerId)
    .where("status", "in", PAYMENT_CHANGEABLE_STATUSES)
    .where((eb) => eb.or([eb("saved_method_id", "is", null), eb("saved_method_id", "!=", savedMethodId)]))
    .orderBy("id");
  return (onPostgres(db) ? query.forUpdate() : query).execute();
}

/** Whether a renewal of the subscription is being charged right now (claimed, not yet recorded). */
export async function hasRenewalInFlight(db: SubscriptionsDb, subscriptionId: number): Promise<boolean> {
  const row = await db.selectFrom("subscription_renewals").select("id").where("subscription_id", "=", subscriptionId).where("status", "=", "charging").executeTakeFirst();
  return row !== undefined;
}
