import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listSubscriptionRowsForMerchant, renewalRuleOf, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { SubscriptionStatus, SubscriptionSummary } from "./subscriptions.ts";

// Every customer's subscriptions, newest first, for the merchant's tools (`shop subscriptions
// list`), never for a shopper-facing page.

export const MERCHANT_SUBSCRIPTIONS_DEFAULT_LIMIT = 20;

export type MerchantSubscriptionSummary = SubscriptionSummary & { customerId: number; email: string };

export async function listSubscriptionsForMerchant(db: Kysely<Database>, filter: { status: SubscriptionStatus | null; limit: number }): Promise<MerchantSubscriptionSummary[]> {
  const rows = await listSubscriptionRowsForMerchant(subscriptionsDb(db), filter.status, filter.limit);
  return rows.map((row) => {
    const rule = renewalRuleOf(row);
    const billing = JSON.parse(row.billing) as { email?: unknown };
    return {
      id: row.id,
      number: String(row.id),
      status: rowStatus(row),
      nextPayment: row.next_payment_at,
      total: row.total,
      currency: row.currency,
      period: rule.period,
      interval: rule.interval,
      customerId: row.customer_id,
      email: typeof billing.email === "string" ? billing.email : "",
    };
  });
}
