import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listCurrentSubscriptionsNotPaidBy } from "./subscription-payment.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

/**
 * How many of the customer's current (active or on-hold) subscriptions renew with another card or
 * by hand: after a payment-method change, the offer to move them all onto the new card is made only
 * when there is one (WooCommerce Subscriptions makes it the same way).
 */
export async function countSubscriptionsOnOtherMethods(db: Kysely<Database>, customerId: number, savedMethodId: number): Promise<number> {
  return (await listCurrentSubscriptionsNotPaidBy(subscriptionsDb(db), customerId, savedMethodId)).length;
}
