import type { CreateTableBuilder, Kysely } from "kysely";

// Frozen in time: this file must never import application code. Orders and what they are made of.
// Lines keep a snapshot of what was bought (name, SKU, attributes, prices, tax) without foreign
// keys to the catalogue: an order must read the same after the product changes or goes.
// Money is integer minor units; addresses and tax breakdowns are JSON text (docs/decisions/001).

type Builder = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

function withId(db: Kysely<unknown>, table: Builder): Builder {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // order_key: the secret in order-received and pay-for-order links. cart_id: the cart the order
  // came from, so a retried payment pays the same order instead of making a second one.
  // attempt_key: the checkout submission the order now stands for; a payment answer for an older
  // submission of the same order is ignored.
  // stock_held: the order holds reduced stock (given back when it is cancelled).
  // hold_expires_at: when an unpaid order is cancelled and its stock put back.
  await withId(db, db.schema.createTable("orders"))
    .addColumn("order_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer")
    .addColumn("cart_id", "integer")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("billing", "text", (c) => c.notNull())
    .addColumn("shipping", "text")
    .addColumn("customer_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("prices_include_tax", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("discount_total", "integer", (c) => c.notNull())
    .addColumn("shipping_total", "integer", (c) => c.notNull())
    .addColumn("tax_total", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("refunded_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("payment_method_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("transaction_id", "text")
    .addColumn("attempt_key", "text", (c) => c.notNull())
    .addColumn("stock_held", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hold_expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("orders_customer").on("orders").columns(["customer_id", "id"]).execute();
  await db.schema.createIndex("orders_cart").on("orders").columns(["cart_id", "status"]).execute();
  await db.schema.createIndex("orders_hold_expires").on("orders").columns(["status", "hold_expires_at"]).execute();

  // attributes: JSON [{ name, label }] as chosen. taxes: JSON { rateId: amount }.
  await withId(db, db.schema.createTable("order_lines"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("variation_id", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sku", "text")
    .addColumn("attributes", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("tax", "integer", (c) => c.notNull())
    .addColumn("taxes", "text", (c) => c.notNull())
    .addColumn("tax_class", "text", (c) => c.notNull())
    .addColumn("restocked_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("order_lines_order").on("order_lines").columns(["order_id", "position"]).execute();

  await withId(db, db.schema.createTable("order_shipping_lines"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("method_id", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("cost", "integer", (c) => c.notNull())
    .addColumn("tax", "integer", (c) => c.notNull())
    .addColumn("taxes", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_shipping_lines_order").on("order_shipping_lines").column("order_id").execute();

  await withId(db, db.schema.createTable("order_coupon_lines"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_coupon_lines_order").on("order_coupon_lines").column("order_id").execute();

  await withId(db, db.schema.createTable("order_tax_lines"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("rate_id", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("compound", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_tax_lines_order").on("order_tax_lines").column("order_id").execute();

  // A note is a message code and its parameters (the catalogue words it for whoever reads it).
  await withId(db, db.schema.createTable("order_notes"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("params", "text", (c) => c.notNull())
    .addColumn("for_customer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_notes_order").on("order_notes").columns(["order_id", "id"]).execute();

  // idempotency_key: a refund asked for twice is recorded (and paid back) once.
  await withId(db, db.schema.createTable("order_refunds"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("restocked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gateway_refund_id", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_refunds_order").on("order_refunds").column("order_id").execute();

  // One row per checkout form submitted: its key is the primary key, so the same form posted
  // twice (double click, retry, parallel requests) finds the first one's order.
  await db.schema
    .createTable("checkout_attempts")
    .addColumn("attempt_key", "text", (c) => c.primaryKey())
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Which order used a coupon, so a cancelled order gives its use back.
  await db.schema.alterTable("coupon_usages").addColumn("order_id", "integer").execute();
  await db.schema.createIndex("coupon_usages_order").on("coupon_usages").column("order_id").execute();
  await db.schema.createIndex("coupon_usages_email").on("coupon_usages").columns(["coupon_id", "email"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("coupon_usages_email").execute();
  await db.schema.dropIndex("coupon_usages_order").execute();
  await db.schema.alterTable("coupon_usages").dropColumn("order_id").execute();
  for (const table of ["checkout_attempts", "order_refunds", "order_notes", "order_tax_lines", "order_coupon_lines", "order_shipping_lines", "order_lines", "orders"]) {
    await db.schema.dropTable(table).execute();
  }
}
