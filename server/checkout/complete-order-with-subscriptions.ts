import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { completeOrderIn, type CompleteOutcome } from "../orders/complete-order.ts";
import { activateSubscriptionsOfOrder } from "../subscriptions/activate-subscriptions-of-order.ts";

// The merchant completes an order (`shop orders complete`). An order on hold for a bank transfer
// then counts as paid, so its subscriptions follow it in the same transaction, as they follow every
// payment the checkout records (settle-payment.ts): on hold until now, they become active. The
// orders module knows nothing of subscriptions; this use case joins the two.

export async function completeOrderWithSubscriptions(db: Kysely<Database>, orderId: number, shop: { timeZone: string }, now: Date): Promise<CompleteOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await completeOrderIn(trx, orderId, now);
    // No card moved: a bank transfer's subscriptions keep renewing by hand.
    if (outcome.ok) await activateSubscriptionsOfOrder(trx, { orderId, savedMethodId: null, timeZone: shop.timeZone }, now);
    return outcome;
  });
}
