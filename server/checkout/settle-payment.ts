import type { Kysely } from "kysely";
import { emptyCart } from "../cart/lock-cart-for-checkout.ts";
import type { Database } from "../db/schema.ts";
import type { PaymentInFlight } from "../orders/find-payment-in-flight.ts";
import { recordPayment, type PaymentResult, type RecordedPayment } from "../orders/record-payment.ts";

/**
 * Records what became of an order's payment after checkout returned (a 3-D Secure answer, a
 * processor's webhook), under the submission the order stands for now, so a late answer for an
 * older submission changes nothing. A paid or committed order empties the cart it came from.
 */
export async function settlePayment(db: Kysely<Database>, payment: PaymentInFlight, result: PaymentResult, now: Date): Promise<RecordedPayment> {
  return db.transaction().execute(async (trx) => settlePaymentIn(trx, payment, result, now));
}

/** The same, inside a transaction the caller already holds (the webhook's). */
export async function settlePaymentIn(trx: Kysely<Database>, payment: PaymentInFlight, result: PaymentResult, now: Date): Promise<RecordedPayment> {
  const recorded = await recordPayment(trx, payment.orderId, payment.attemptKey, result, now);
  if (recorded.committed && payment.cartId !== null) await emptyCart(trx, payment.cartId);
  return recorded;
}
