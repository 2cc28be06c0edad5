import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { OrderAddress } from "../orders/orders.ts";
import type { RecurringCart } from "../subscriptions/subscriptions.ts";

// INTEGRATION POINT (issue 10, decision 026). Placing an order whose cart holds subscriptions
// creates one pending subscription per recurring cart, in the order's own transaction. The record
// is server/subscriptions' (branch sub-record: `createSubscriptionsForOrder`); until it is merged,
// this stand-in records nothing. When merging, delete this file and import
// createSubscriptionsForOrder in place-checkout-order.ts instead: the one call there already
// passes everything below.

/** What the order's subscriptions are made of, as createSubscriptionsForOrder takes it. */
export interface OrderSubscriptions {
  orderId: number;
  /** Never null: a cart holding a subscription needs an account (subscription-checkout-rules.ts). */
  customerId: number;
  currency: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  /** The gateway paying the parent order; renewals are automatic for a card, manual offline. */
  paymentMethod: string;
  /**
   * The saved card the order is paid with, when the customer chose one. A new card is saved by
   * the payment that follows, after this transaction: its id comes back with that payment's
   * outcome (PayOutcome "paid" savedMethodId), for the subscription's activation to take.
   */
  savedMethodId: number | null;
  /** One subscription per recurring cart, frozen as priced for this order. */
  recurring: RecurringCart[];
}

export function createSubscriptionsForOrder(_trx: Kysely<Database>, _order: OrderSubscriptions, _now: Date): Promise<void> {
  return Promise.resolve();
}
