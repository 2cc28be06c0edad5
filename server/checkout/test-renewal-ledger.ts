import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

// Test and bench support: the renewals counted after the fact, from the shop's tables and,
// separately, from the card test processor's own ledger (its payments and idempotency keys), the
// way a merchant would reconcile the shop against the processor's dashboard.

export interface RenewalLedger {
  /** Renewal rows (one per subscription and period, by their unique key), by status. */
  periodsByStatus: Record<string, number>;
  /** Renewal orders per period: periods with none, and with more than one. */
  periodsWithoutOrder: number;
  /** Orders that are neither a subscription's parent nor a period's renewal order: a renewal made twice would leave one. */
  strayOrders: number;
  /** Renewal orders by status. */
  renewalOrdersByStatus: Record<string, number>;
  /** Subscriptions by the number of renewal orders linked to them. */
  subscriptionsByRenewalOrders: Record<string, number>;
  /** The processor's successful charges per period: periods with none, exactly one, and more. */
  periodsWithoutCharge: number;
  periodsChargedOnce: number;
  periodsChargedMoreThanOnce: number;
  /** Charges at the processor for renewal orders that did not succeed. */
  unsuccessfulCharges: number;
  /** Idempotency keys the processor holds for renewal charges. */
  renewalKeys: number;
  /** Subscriptions by status. */
  subscriptionsByStatus: Record<string, number>;
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

export async function countRenewalLedger(db: Kysely<Database>): Promise<RenewalLedger> {
  const periods = await db.selectFrom("subscription_renewals").select(["id", "order_id", "status"]).execute();
  const orderOfPeriod = new Map(periods.filter((p) => p.order_id !== null).map((p) => [p.order_id as number, p.id]));
  const allOrders = await db.selectFrom("orders").select(["id", "status"]).execute();
  const parents = new Set((await db.selectFrom("subscriptions").select("parent_order_id").execute()).map((r) => r.parent_order_id));
  const renewalOrders = allOrders.filter((o) => orderOfPeriod.has(o.id));
  const perSubscription = await db
    .selectFrom("subscriptions as s")
    .leftJoin("subscription_orders as l", (join) => join.onRef("l.subscription_id", "=", "s.id").on("l.relation", "=", "renewal"))
    .select((eb) => ["s.id", eb.fn.count("l.order_id").as("n")])
    .groupBy("s.id")
    .execute();

  // The processor's ledger: every payment it recorded names the order in its metadata.
  const payments = await db.selectFrom("card_test_payments").select(["status", "metadata"]).execute();
  const succeededPerPeriod = new Map<number, number>();
  let unsuccessfulCharges = 0;
  for (const payment of payments) {
    const period = orderOfPeriod.get((JSON.parse(payment.metadata) as { orderId: number }).orderId);
    if (period === undefined) continue;
    if (payment.status === "succeeded") succeededPerPeriod.set(period, (succeededPerPeriod.get(period) ?? 0) + 1);
    else unsuccessfulCharges += 1;
  }
  const charged = periods.map((p) => succeededPerPeriod.get(p.id) ?? 0);
  const keys = await db.selectFrom("card_test_idempotency").select(sql<number | string>`count(*)`.as("n")).where("key", "like", "renewal:%").executeTakeFirstOrThrow();

  return {
    periodsByStatus: countBy(periods, (p) => p.status),
    periodsWithoutOrder: periods.filter((p) => p.order_id === null).length,
    strayOrders: allOrders.filter((o) => !parents.has(o.id) && !orderOfPeriod.has(o.id)).length,
    renewalOrdersByStatus: countBy(renewalOrders, (o) => o.status),
    subscriptionsByRenewalOrders: countBy(perSubscription, (s) => String(Number(s.n))),
    periodsWithoutCharge: charged.filter((n) => n === 0).length,
    periodsChargedOnce: charged.filter((n) => n === 1).length,
    periodsChargedMoreThanOnce: charged.filter((n) => n > 1).length,
    unsuccessfulCharges,
    renewalKeys: Number(keys.n),
    subscriptionsByStatus: countBy(await db.selectFrom("subscriptions").select("status").execute(), (s) => s.status),
  };
}
