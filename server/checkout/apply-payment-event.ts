import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findPaymentOfProcessorEvent } from "../orders/find-payment-in-flight.ts";
import { recordProcessorRefund } from "../orders/record-processor-refund.ts";
import type { PaymentEvent } from "../payments/gateway.ts";
import { settlePaymentIn } from "./settle-payment.ts";

/**
 * What a processor's webhook does to its order, inside the transaction that records the event as
 * handled (so it is applied exactly once). A payment that succeeded or failed after the shopper
 * left settles the order as the return from checkout would have; an event for an order the shop
 * does not know is acknowledged and ignored, since the processor would otherwise retry it forever.
 * A refund the processor reports is counted if the shop has not counted it yet (one made in the
 * processor's dashboard); the shop's own refunds are counted by `shop orders refund`. `shop` is the
 * shop's calendar, which a paid renewal order's subscription dates its next payment in.
 */
export async function applyPaymentEvent(trx: Kysely<Database>, event: PaymentEvent, shop: { timeZone: string }, now: Date = new Date()): Promise<void> {
  const payment = await findPaymentOfProcessorEvent(trx, event);
  if (payment === null || payment.paymentMethod !== event.gateway) return;
  if (event.kind === "payment_refunded") {
    await recordProcessorRefund(trx, { orderId: payment.orderId, gateway: event.gateway, transactionId: event.transactionId, amountRefunded: event.amountRefunded }, now);
    return;
  }
  // An answer about an older attempt's transaction: the order has moved on to a newer one.
  if (payment.transactionId !== null && payment.transactionId !== event.transactionId) return;
  const result = event.kind === "payment_succeeded" ? { kind: "paid" as const, transactionId: event.transactionId } : { kind: "failed" as const, code: event.code };
  // A processor's event names no saved card: one saved by this payment came back at checkout.
  await settlePaymentIn(trx, payment, result, { timeZone: shop.timeZone, savedMethodId: null }, now);
}
