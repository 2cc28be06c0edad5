import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { applyRefund } from "./apply-refund.ts";
import { findPendingRefund, insertSettledRefund } from "./order-refund.repository.ts";
import { lockOrderRow } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";

// A processor says how much of an order's payment it has refunded in all (Stripe's
// charge.refunded carries the charge's amount_refunded): whatever the shop has not counted yet was
// refunded outside it, in the processor's dashboard, and is recorded as a settled refund. A refund
// of the shop's own that is still pending is the processor telling us about it early: its own
// settling will count it. Replays find nothing new to count.

export interface ProcessorRefund {
  orderId: number;
  gateway: string;
  transactionId: string;
  /** Minor units refunded of this payment so far, in all. */
  amountRefunded: number;
}

export async function recordProcessorRefund(trx: Kysely<Database>, refund: ProcessorRefund, now: Date): Promise<{ recorded: number }> {
  const own = ordersDb(trx);
  const order = await lockOrderRow(own, refund.orderId);
  if (order === undefined || order.payment_method !== refund.gateway || order.transaction_id !== refund.transactionId) return { recorded: 0 };
  const pending = await findPendingRefund(own, order.id);
  const unrecorded = Math.min(refund.amountRefunded, order.total) - order.refunded_total - (pending?.amount ?? 0);
  if (!Number.isSafeInteger(unrecorded) || unrecorded <= 0) return { recorded: 0 };
  const settled = await insertSettledRefund(own, { orderId: order.id, amount: unrecorded, gateway: refund.gateway }, now.toISOString());
  await applyRefund(trx, order, settled, now);
  return { recorded: unrecorded };
}
