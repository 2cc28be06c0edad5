import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertOrderNote } from "./order-contents.repository.ts";
import { findOrderRow, moveOrderStatus, rowStatus } from "./order.repository.ts";
import { ordersDb } from "./orders-db.ts";
import { PAID_OR_COMMITTED } from "./order-transitions.ts";
import type { OrderStatus } from "./orders.ts";

// What a payment attempt did to its order. Each answer moves the order only from the statuses it
// may come from (order-transitions.ts), and only for the submission the order stands for now, so
// a late or repeated answer changes nothing.

export type PaymentResult =
  | { kind: "paid"; transactionId: string }
  | { kind: "offline"; status: "on-hold" | "processing" }
  | { kind: "awaiting_action"; transactionId: string }
  | { kind: "failed"; code: string };

export interface RecordedPayment {
  status: OrderStatus;
  /** The order is paid for or will be paid offline: the cart it came from can be emptied. */
  committed: boolean;
}

const UNPAID: OrderStatus[] = ["pending", "failed"];

export async function recordPayment(db: Kysely<Database>, orderId: number, attemptKey: string, result: PaymentResult, now: Date): Promise<RecordedPayment> {
  const own = ordersDb(db);
  const at = now.toISOString();
  const order = await findOrderRow(own, orderId);
  if (order === undefined) throw new Error(`No order ${orderId}`);
  const current = rowStatus(order);
  if (order.attempt_key !== attemptKey) return { status: current, committed: PAID_OR_COMMITTED.includes(current) };
  const note = (code: string, params: Record<string, string | number>, forCustomer = false) => insertOrderNote(own, orderId, { code, params, forCustomer }, at);
  switch (result.kind) {
    case "paid":
      if (await moveOrderStatus(own, orderId, UNPAID, "processing", { transaction_id: result.transactionId, paid_at: at, hold_expires_at: null, updated_at: at })) {
        await note("payment_received", { method: order.payment_method, transaction: result.transactionId });
        await note("order_status_changed", { from: current, to: "processing" });
        return { status: "processing", committed: true };
      }
      break;
    case "offline":
      if (await moveOrderStatus(own, orderId, UNPAID, result.status, { hold_expires_at: null, updated_at: at })) {
        await note("order_status_changed", { from: current, to: result.status });
        return { status: result.status, committed: true };
      }
      break;
    case "awaiting_action":
      await moveOrderStatus(own, orderId, UNPAID, "pending", { transaction_id: result.transactionId, updated_at: at });
      await note("payment_awaiting_authentication", { transaction: result.transactionId });
      return { status: "pending", committed: false };
    case "failed":
      if (await moveOrderStatus(own, orderId, ["pending"], "failed", { updated_at: at })) {
        await note("payment_failed", { method: order.payment_method, code: result.code });
        await note("order_status_changed", { from: current, to: "failed" });
        return { status: "failed", committed: false };
      }
      break;
  }
  const after = await findOrderRow(own, orderId);
  const status = after === undefined ? current : rowStatus(after);
  return { status, committed: PAID_OR_COMMITTED.includes(status) };
}
