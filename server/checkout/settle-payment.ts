import type { Kysely } from "kysely";
import { emptyCart } from "../cart/lock-cart-for-checkout.ts";
import type { Database } from "../db/schema.ts";
import { recordPayment, type PaymentResult, type RecordedPayment } from "../orders/record-payment.ts";
import { activateSubscriptionsOfOrder } from "../subscriptions/activate-subscriptions-of-order.ts";
import type { PayOutcome } from "./checkout-payments.ts";

// Every payment of an order the checkout records (placing it, the 3-D Secure return, a webhook,
// paying an unpaid order) goes through here, so the order's subscriptions follow it in the same
// transaction (decision 026): a paid parent order activates them, one on hold for a bank transfer
// puts them on hold, a paid renewal order moves its subscription on. Locks are taken order first,
// then subscriptions, as the renewal engine takes them, so the two paths cannot deadlock.

/** Which order, under which submission, and the cart it came from (emptied once it is paid or committed). */
export interface PaymentToSettle {
  orderId: number;
  attemptKey: string;
  cartId: number | null;
}

export interface SubscriptionsOfPayment {
  /** The shop's IANA time zone (config.shop.timeZone): a paid renewal dates its next payment in it. */
  timeZone: string;
  /** The card the payment saved or was made with: subscriptions without a renewal card take it. */
  savedMethodId: number | null;
}

/** The card a paid outcome saved (a new card kept for the renewals), or null. */
export function cardSavedBy(outcome: PayOutcome): number | null {
  return outcome.kind === "paid" ? (outcome.savedMethodId ?? null) : null;
}

/**
 * Records what became of an order's payment after checkout returned (a 3-D Secure answer, a
 * processor's webhook), under the submission the order stands for now, so a late answer for an
 * older submission changes nothing. A paid or committed order empties the cart it came from.
 */
export async function settlePayment(db: Kysely<Database>, payment: PaymentToSettle, result: PaymentResult, subscriptions: SubscriptionsOfPayment, now: Date): Promise<RecordedPayment> {
  return db.transaction().execute(async (trx) => settlePaymentIn(trx, payment, result, subscriptions, now));
}

/** The same, inside a transaction the caller already holds (the webhook's, or placing the order's second one). */
export async function settlePaymentIn(trx: Kysely<Database>, payment: PaymentToSettle, result: PaymentResult, subscriptions: SubscriptionsOfPayment, now: Date): Promise<RecordedPayment> {
  const recorded = await recordPayment(trx, payment.orderId, payment.attemptKey, result, now);
  if (recorded.committed && payment.cartId !== null) await emptyCart(trx, payment.cartId);
  // Also when nothing moved (a late or repeated answer): the subscriptions follow the order as it
  // stands, and do not move when they are already where it puts them.
  await activateSubscriptionsOfOrder(trx, { orderId: payment.orderId, savedMethodId: subscriptions.savedMethodId, timeZone: subscriptions.timeZone }, now);
  return recorded;
}
