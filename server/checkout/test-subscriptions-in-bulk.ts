import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { activateSubscriptionsOfOrder } from "../subscriptions/activate-subscriptions-of-order.ts";
import type { SubscriptionPlan } from "../subscriptions/billing-period.ts";
import { createSubscriptionsForOrder } from "../subscriptions/create-subscriptions-for-order.ts";
import { placeParentOrder, recurringCartOf, saveTestCard, SUCCESS_CARD, testAddress, TEST_TIME_ZONE } from "./test-subscription-fixture.ts";

// Test and bench support: many active subscriptions renewing with a saved success card, made by
// the real use cases. A customer's parent order is placed and paid through the checkout, and it
// carries `perOrder` recurring carts (one subscription each, as a checkout with that many
// different plans would), so thousands of subscriptions cost a few hundred checkouts, not thousands.

export interface SubscriptionsInBulk {
  count: number;
  /** Subscriptions per parent order (and per customer). */
  perOrder: number;
  plan: SubscriptionPlan;
  /** Each subscription's price a period. */
  price: number;
  /** When the i-th customer signs up (their subscriptions' first period starts then). */
  signUpOf(customer: number): Date;
  /** Customer ids start after this, so several bulks in one database do not collide. */
  firstCustomerId?: number;
}

/** The ids of the subscriptions made, all active. Needs shipEverywhereFree once per database. */
export async function subscribeInBulk(db: Kysely<Database>, gateways: PaymentGateways, bulk: SubscriptionsInBulk): Promise<number[]> {
  const ids: number[] = [];
  for (let customerIndex = 0; ids.length < bulk.count; customerIndex += 1) {
    const start = bulk.signUpOf(customerIndex);
    const customer = { id: (bulk.firstCustomerId ?? 10_000) + customerIndex, email: `bulk${customerIndex}@example.test` };
    const savedMethodId = await saveTestCard(db, gateways, customer, SUCCESS_CARD, start);
    const { orderId, productId } = await placeParentOrder(db, gateways, { customer, price: bulk.price, payment: { kind: "saved_card", savedMethodId } }, start);
    const size = Math.min(bulk.perOrder, bulk.count - ids.length);
    const base = recurringCartOf(productId, bulk.price, start, bulk.plan);
    // The cart key tells a parent order's subscriptions apart (one per recurring cart).
    const recurring = Array.from({ length: size }, (_, i) => ({ ...base, key: `${base.key}_${i}` }));
    const made = await db.transaction().execute(async (trx) => {
      const created = await createSubscriptionsForOrder(
        trx,
        { orderId, customerId: customer.id, currency: "USD", billing: testAddress(customer.email), shipping: null, paymentMethod: "card_test", savedMethodId, recurring },
        start,
      );
      if (!created.ok) throw new Error(`no subscriptions were made: ${created.code}`);
      const after = await activateSubscriptionsOfOrder(trx, { orderId, timeZone: TEST_TIME_ZONE }, start);
      if (after.some((s) => s.status !== "active")) throw new Error(`order ${orderId}'s subscriptions did not become active`);
      return created.subscriptionIds;
    });
    ids.push(...made);
  }
  return ids;
}
