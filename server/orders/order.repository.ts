import { PostgresAdapter, type Insertable, type Selectable } from "kysely";
import type { OrdersTable } from "../db/schema-orders.ts";
import { parseEnum } from "../parse-enum.ts";
import { queueOrderMails } from "./order-mail-outbox.repository.ts";
import { orderMailsFor } from "./order-mails.ts";
import type { OrdersDb } from "./orders-db.ts";
import { ORDER_STATUSES, type OrderAddress, type OrderStatus } from "./orders.ts";

// The orders row: creating it, reading it, and moving its status with a conditional update under
// the row's lock, so two processes acting on one order (a payment answer and the unpaid-order
// job) cannot both win; the move queues the mails it calls for in the same transaction.

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
 * Every status change goes through here: the row is locked, moved by a conditional update, and
 * the mails the change calls for (order-mails.ts) are queued in the same transaction, so they go
 * out only if it commits and at most once per order and kind (docs/decisions/022).
 */
async function changeStatus(db: OrdersDb, id: number, from: OrderStatus, to: OrderStatus, values: Partial<Insertable<OrdersTable>> & { updated_at: string }): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ ...values, status: to })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await queueOrderMails(db, id, orderMailsFor(from, to), values.updated_at);
  return true;
}

function requireTransaction(db: OrdersDb): void {
  // The mails queued with a status change must commit or roll back with it.
  if (!db.isTransaction) throw new Error("An order's status changes only inside a transaction");
}

/**
 * Moves the order from one of `from` to `to`, with the other column changes; false when the
 * order was no longer in one of `from` (someone else moved it first). Needs a transaction.
 */
export async function moveOrderStatus(
  db: OrdersDb,
  id: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  values: Partial<Insertable<OrdersTable>> & { updated_at: string },
): Promise<boolean> {
  requireTransaction(db);
  // Under the row's lock the status read is the one the update replaces, so the mails queued are
  // those of the move that really happened.
  const row = await lockOrderRow(db, id);
  if (row === undefined) return false;
  const current = rowStatus(row);
  if (!from.includes(current)) return false;
  return changeStatus(db, id, current, to, values);
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

/** Those of the orders that belong to the customer, oldest first. */
export async function listOrderRowsOfCustomerById(db: OrdersDb, customerId: number, orderIds: readonly number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom("orders").selectAll().where("customer_id", "=", customerId).where("id", "in", [...orderIds]).orderBy("id").execute();
}

export async function countOrdersOfCustomer(db: OrdersDb, customerId: number): Promise<number> {
  const row = await db.selectFrom("orders").select((eb) => eb.fn.countAll().as("count")).where("customer_id", "=", customerId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Cancels an unpaid order only if its hold has still run out (a retried checkout renews it). Needs a transaction. */
export async function cancelIfHoldExpired(db: OrdersDb, id: number, now: string): Promise<boolean> {
  requireTransaction(db);
  const row = await lockOrderRow(db, id);
  if (row === undefined || row.stock_held !== 1 || row.hold_expires_at === null || row.hold_expires_at > now) return false;
  const current = rowStatus(row);
  if (current !== "pending" && current !== "failed") return false;
  return changeStatus(db, id, current, "cancelled", { stock_held: 0, hold_expires_at: null, updated_at: now });
}
