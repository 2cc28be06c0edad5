import { PostgresAdapter, type Insertable, type Selectable } from "kysely";
import type { OrdersTable } from "../db/schema-orders.ts";
import { parseEnum } from "../parse-enum.ts";
import type { OrdersDb } from "./orders-db.ts";
import { ORDER_STATUSES, type OrderAddress, type OrderStatus } from "./orders.ts";

// The orders row: creating it, reading it, and moving its status with a conditional update, so
// two processes acting on one order (a payment answer and the unpaid-order job) cannot both win.

export type OrderRow = Selectable<OrdersTable>;

export function rowStatus(row: Pick<OrderRow, "status">): OrderStatus {
  return parseEnum(ORDER_STATUSES, row.status, "pending");
}

export function parseAddress(json: string): OrderAddress {
  return JSON.parse(json) as OrderAddress;
}

export async function insertOrder(db: OrdersDb, values: Insertable<OrdersTable>): Promise<number> {
  const row = await db.insertInto("orders").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrder(db: OrdersDb, id: number, values: Partial<Insertable<OrdersTable>>): Promise<void> {
  await db.updateTable("orders").set(values).where("id", "=", id).execute();
}

export async function findOrderRow(db: OrdersDb, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The order's row, locked for the rest of the transaction, so two processes acting on one order
 * take turns (SQLite serialises writers on its single connection; PostgreSQL needs the row lock).
 */
export async function lockOrderRow(db: OrdersDb, id: number): Promise<OrderRow | undefined> {
  const query = db.selectFrom("orders").selectAll().where("id", "=", id);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

/** Counts a settled refund in the order's refunded total. */
export async function addRefundedAmount(db: OrdersDb, id: number, amount: number, at: string): Promise<void> {
  await db
    .updateTable("orders")
    .set((eb) => ({ refunded_total: eb("refunded_total", "+", amount), updated_at: at }))
    .where("id", "=", id)
    .execute();
}

export interface MerchantOrdersQuery {
  status: OrderStatus | null;
  limit: number;
}

/** Every customer's orders, newest first, for the merchant's tools. */
export async function listOrderRows(db: OrdersDb, query: MerchantOrdersQuery): Promise<OrderRow[]> {
  let select = db.selectFrom("orders").selectAll();
  if (query.status !== null) select = select.where("status", "=", query.status);
  return select.orderBy("id", "desc").limit(query.limit).execute();
}

export async function findOrderRowByTransaction(db: OrdersDb, transactionId: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("transaction_id", "=", transactionId).executeTakeFirst();
}

/** The cart's order still waiting for its payment: a retried checkout pays this one. */
export async function findAwaitingOrderOfCart(db: OrdersDb, cartId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("cart_id", "=", cartId)
    .where("status", "in", ["pending", "failed"])
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * Moves the order from one of `from` to `to`, with the other column changes; false when the
 * order was no longer in one of `from` (someone else moved it first).
 */
export async function moveOrderStatus(
  db: OrdersDb,
  id: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  values: Partial<Insertable<OrdersTable>>,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ ...values, status: to })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unpaid orders whose stock hold has run out, oldest first. */
export async function findExpiredHolds(db: OrdersDb, now: string, limit: number): Promise<{ id: number }[]> {
  return db
    .selectFrom("orders")
    .select("id")
    .where("status", "in", ["pending", "failed"])
    .where("stock_held", "=", 1)
    .where("hold_expires_at", "<=", now)
    .orderBy("hold_expires_at")
    .limit(limit)
    .execute();
}

export async function listOrderRowsOfCustomer(db: OrdersDb, customerId: number, limit: number, offset: number): Promise<OrderRow[]> {
  return db.selectFrom("orders").selectAll().where("customer_id", "=", customerId).orderBy("id", "desc").limit(limit).offset(offset).execute();
}

export async function countOrdersOfCustomer(db: OrdersDb, customerId: number): Promise<number> {
  const row = await db.selectFrom("orders").select((eb) => eb.fn.countAll().as("count")).where("customer_id", "=", customerId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Cancels an unpaid order only if its hold has still run out (a retried checkout renews it). */
export async function cancelIfHoldExpired(db: OrdersDb, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "cancelled", stock_held: 0, hold_expires_at: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", ["pending", "failed"])
    .where("stock_held", "=", 1)
    .where("hold_expires_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
