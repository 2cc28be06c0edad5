import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listSubscriptionRowsOfCustomer, renewalRuleOf, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionSummary } from "./subscriptions.ts";

/**
 * A customer's subscriptions, newest first (My account → Subscriptions). Not paged: WooCommerce
 * Subscriptions lists them all, and a customer has a handful.
 */
export async function listCustomerSubscriptions(db: Kysely<Database>, customerId: number): Promise<SubscriptionSummary[]> {
  const rows = await listSubscriptionRowsOfCustomer(subscriptionsDb(db), customerId);
  return rows.map((row) => {
    const rule = renewalRuleOf(row);
    return { id: row.id, number: String(row.id), status: rowStatus(row), nextPayment: row.next_payment_at, total: row.total, currency: row.currency, period: rule.period, interval: rule.interval };
  });
}
