import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findPaymentOfProcessorEvent } from "../orders/find-payment-in-flight.ts";
import type { PaymentEvent } from "../payments/gateway.ts";
import { settlePaymentIn } from "./settle-payment.ts";

/**
 * What a processor's webhook does to its order, inside the transaction that records the event as
 * handled (so it is applied exactly once). A payment that succeeded or failed after the shopper
 * left settles the order as the return from checkout would have; an event for an order the shop
 * does not know is acknowledged and ignored, since the processor would otherwise retry it forever.
 * Refunds are recorded where they start: `shop orders refund` (the merchant's tools).
 */
export async function applyPaymentEvent(trx: Kysely<Database>, event: PaymentEvent, now: Date = new Date()): Promise<void> {
  if (event.kind === "payment_refunded") return;
  const payment = await findPaymentOfProcessorEvent(trx, event);
  if (payment === null || payment.paymentMethod !== event.gateway) return;
  // An answer about an older attempt's transaction: the order has moved on to a newer one.
  if (payment.transactionId !== null && payment.transactionId !== event.transactionId) return;
  const result = event.kind === "payment_succeeded" ? { kind: "paid" as const, transactionId: event.transactionId } : { kind: "failed" as const, code: event.code };
  await settlePaymentIn(trx, payment, result, now);
}
