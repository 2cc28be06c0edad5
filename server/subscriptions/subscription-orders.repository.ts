import { parseEnum } from "../parse-enum.ts";
import type { SubscriptionsDb } from "./subscriptions-db.ts";
import { SUBSCRIPTION_ORDER_RELATIONS, type SubscriptionOrderRelation, type SubscriptionRelatedOrder } from "./subscriptions.ts";

// Which orders belong to which subscription, and how (parent, renewal …). The orders module knows
// nothing of subscriptions: this table is the only link.

/** Links the order once: linking it again changes nothing. */
export async function linkOrder(db: SubscriptionsDb, subscriptionId: number, orderId: number, relation: SubscriptionOrderRelation, now: string): Promise<void> {
  await db
    .insertInto("subscription_orders")
    .values({ subscription_id: subscriptionId, order_id: orderId, relation, created_at: now })
    .onConflict((oc) => oc.columns(["subscription_id", "order_id"]).doNothing())
    .execute();
}

/** The parent order first, then the others in the order they were made. */
export async function listRelatedOrders(db: SubscriptionsDb, subscriptionId: number): Promise<SubscriptionRelatedOrder[]> {
  const rows = await db.selectFrom("subscription_orders").select(["order_id", "relation"]).where("subscription_id", "=", subscriptionId).orderBy("order_id").execute();
  const related = rows.map((r) => ({ orderId: r.order_id, relation: parseEnum(SUBSCRIPTION_ORDER_RELATIONS, r.relation, "renewal") }));
  return [...related.filter((r) => r.relation === "parent"), ...related.filter((r) => r.relation !== "parent")];
}

/** The subscriptions an order belongs to, with the order's relation to each. */
export async function listSubscriptionsOfOrder(db: SubscriptionsDb, orderId: number): Promise<{ subscriptionId: number; relation: SubscriptionOrderRelation }[]> {
  const rows = await db.selectFrom("subscription_orders").select(["subscription_id", "relation"]).where("order_id", "=", orderId).orderBy("subscription_id").execute();
  return rows.map((r) => ({ subscriptionId: r.subscription_id, relation: parseEnum(SUBSCRIPTION_ORDER_RELATIONS, r.relation, "renewal") }));
}
