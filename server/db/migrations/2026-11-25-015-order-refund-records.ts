import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen in time: this file must never import application code. Refund records (issue 9, `shop
// orders refund`). Migration 009 made an `order_refunds` table that nothing ever wrote; a refund
// is now recorded before the gateway is asked (status pending) and settled after, so the table is
// made again in that shape. Its idempotency key is not stored: it is derived from the order id and
// the record's id, which the record only has once written.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const written = await sql<{ count: number | string }>`select count(*) as count from order_refunds`.execute(db);
  if (Number(written.rows[0]?.count ?? 0) > 0) throw new Error("order_refunds holds rows that this migration would drop; move them first");
  await db.schema.dropIndex("order_refunds_order").execute();
  await db.schema.dropTable("order_refunds").execute();

  // status: pending (written, the gateway not yet answered), succeeded (the gateway paid it back),
  // manual (an offline method: the merchant pays it back by hand), failed (the gateway refused).
  // restock: the refund puts the order's lines back in stock when it settles.
  // gateway: the order's payment method when the refund was asked for.
  const table = db.schema.createTable("order_refunds");
  await (isPostgres(db) ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("restock", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("gateway_refund_id", "text")
    .addColumn("failure_code", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("settled_at", "text")
    .execute();
  await db.schema.createIndex("order_refunds_order").on("order_refunds").columns(["order_id", "id"]).execute();
  // At most one refund of an order waits on its gateway: a second command (or the same one run
  // again, in parallel) finds that one and finishes it with the same idempotency key.
  await db.schema.createIndex("order_refunds_one_pending").unique().on("order_refunds").column("order_id").where(sql.ref("status"), "=", "pending").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("order_refunds_one_pending").execute();
  await db.schema.dropIndex("order_refunds_order").execute();
  await db.schema.dropTable("order_refunds").execute();
  const table = db.schema.createTable("order_refunds");
  await (isPostgres(db) ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("restocked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gateway_refund_id", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_refunds_order").on("order_refunds").column("order_id").execute();
}
