import type { Selectable } from "kysely";
import type { OrderRefundsTable } from "../db/schema-orders.ts";
import { parseEnum } from "../parse-enum.ts";
import type { OrdersDb } from "./orders-db.ts";
import { REFUND_STATUSES, type OrderRefund, type RefundStatus } from "./orders.ts";

// All SQL of refund records. A record is written as pending before the gateway is asked and
// settled after by a conditional update, so however many processes finish the same refund, one
// settles it. A partial unique index allows one pending refund per order.

function toRefund(row: Selectable<OrderRefundsTable>): OrderRefund {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: row.amount,
    status: parseEnum(REFUND_STATUSES, row.status, "failed"),
    restock: row.restock === 1,
    gateway: row.gateway,
    gatewayRefundId: row.gateway_refund_id,
    failureCode: row.failure_code,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** Writes a pending refund; null when the order already has one pending (another command's). */
export async function insertPendingRefund(db: OrdersDb, refund: { orderId: number; amount: number; restock: boolean; gateway: string }, at: string): Promise<OrderRefund | null> {
  const row = await db
    .insertInto("order_refunds")
    .values({ order_id: refund.orderId, amount: refund.amount, status: "pending", restock: refund.restock ? 1 : 0, gateway: refund.gateway, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? null : toRefund(row);
}

export async function findPendingRefund(db: OrdersDb, orderId: number): Promise<OrderRefund | null> {
  const row = await db.selectFrom("order_refunds").selectAll().where("order_id", "=", orderId).where("status", "=", "pending").executeTakeFirst();
  return row === undefined ? null : toRefund(row);
}

export async function findRefund(db: OrdersDb, id: number): Promise<OrderRefund | null> {
  const row = await db.selectFrom("order_refunds").selectAll().where("id", "=", id).executeTakeFirst();
  return row === undefined ? null : toRefund(row);
}

/** Settles a pending refund; false when it was no longer pending (another process settled it). */
export async function settleRefund(
  db: OrdersDb,
  id: number,
  settled: { status: Exclude<RefundStatus, "pending">; gatewayRefundId: string | null; failureCode: string | null },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("order_refunds")
    .set({ status: settled.status, gateway_refund_id: settled.gatewayRefundId, failure_code: settled.failureCode, settled_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listRefundsOfOrder(db: OrdersDb, orderId: number): Promise<OrderRefund[]> {
  const rows = await db.selectFrom("order_refunds").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  return rows.map(toRefund);
}

/** A refund the processor already made (its dashboard, say): written settled, never pending. */
export async function insertSettledRefund(db: OrdersDb, refund: { orderId: number; amount: number; gateway: string }, at: string): Promise<OrderRefund> {
  const row = await db
    .insertInto("order_refunds")
    .values({ order_id: refund.orderId, amount: refund.amount, status: "succeeded", restock: 0, gateway: refund.gateway, created_at: at, settled_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRefund(row);
}
