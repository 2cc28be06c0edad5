import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";

// Frozen in time: this file must never import application code. Subscriptions (issue 10,
// docs/decisions/026): the record of each subscription, the orders related to it, its notes, and
// one row per renewal period, whose unique key is the claim on that period. Numbered 018: 017 is
// taken by the order tax display migration on another branch. Times are ISO text, money integer
// minor units, addresses and lines JSON text (docs/decisions/001).

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
  // parent_order_id and cart_key: the order that bought it and its recurring cart's key; unique
  // together, so a replayed placement finds the subscriptions it made. No foreign keys to orders
  // or customers: those tables belong to other modules, and a subscription outlives a deleted order.
  // billing_period … trial_period: the plan. renewal_day: JSON, or null when renewals follow the start.
  // lines, shipping_lines, tax_lines: JSON, the recurring cart frozen at sign-up; each renewal
  // order copies them with the totals. saved_method_id: the saved card renewals charge off-session.
  // manual_renewal: 1 when there is none (an offline method): the customer pays each renewal order.
  // trial_end_noted: the trial's end has been noted (the job does it once).
  await withId(db, db.schema.createTable("subscriptions"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull())
    .addColumn("parent_order_id", "integer", (c) => c.notNull())
    .addColumn("cart_key", "text", (c) => c.notNull())
    .addColumn("billing_period", "text", (c) => c.notNull())
    .addColumn("billing_interval", "integer", (c) => c.notNull())
    .addColumn("length", "integer", (c) => c.notNull())
    .addColumn("trial_length", "integer", (c) => c.notNull())
    .addColumn("trial_period", "text", (c) => c.notNull())
    .addColumn("renewal_day", "text")
    .addColumn("billing", "text", (c) => c.notNull())
    .addColumn("shipping", "text")
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("prices_include_tax", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("shipping_lines", "text", (c) => c.notNull())
    .addColumn("tax_lines", "text", (c) => c.notNull())
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("discount_total", "integer", (c) => c.notNull())
    .addColumn("shipping_total", "integer", (c) => c.notNull())
    .addColumn("tax_total", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("payment_method_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("saved_method_id", "integer")
    .addColumn("manual_renewal", "integer", (c) => c.notNull())
    .addColumn("start_at", "text", (c) => c.notNull())
    .addColumn("trial_end_at", "text")
    .addColumn("next_payment_at", "text")
    .addColumn("last_payment_at", "text")
    .addColumn("end_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("trial_end_noted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("subscriptions_parent_cart", ["parent_order_id", "cart_key"])
    .execute();
  await db.schema.createIndex("subscriptions_customer").on("subscriptions").columns(["customer_id", "id"]).execute();
  // The renewal job looks for active subscriptions whose next payment is due, and for ends and trial ends.
  await db.schema.createIndex("subscriptions_next_payment").on("subscriptions").columns(["status", "next_payment_at"]).execute();
  await db.schema.createIndex("subscriptions_end").on("subscriptions").columns(["status", "end_at"]).execute();
  await db.schema.createIndex("subscriptions_trial_end").on("subscriptions").columns(["trial_end_noted", "trial_end_at"]).execute();

  // relation: parent, renewal, resubscribe or switch.
  await db.schema
    .createTable("subscription_orders")
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("subscriptions.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("relation", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("subscription_orders_pk", ["subscription_id", "order_id"])
    .execute();
  await db.schema.createIndex("subscription_orders_order").on("subscription_orders").column("order_id").execute();

  // A note is a message code and its parameters, as order notes are.
  await withId(db, db.schema.createTable("subscription_notes"))
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("subscriptions.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("params", "text", (c) => c.notNull())
    .addColumn("for_customer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscription_notes_subscription").on("subscription_notes").columns(["subscription_id", "id"]).execute();

  // One row per period renewed: inserting it claims the period, and the unique key refuses a
  // second claim (another worker, a duplicate trigger). status: charging (the charge is under
  // way, leased until lease_expires_at), paid, failed (retry_at says when to try again, null when
  // no retry is left) or manual (the customer pays the renewal order). attempts: charges made so
  // far after the first (retries); each has its own idempotency key.
  await withId(db, db.schema.createTable("subscription_renewals"))
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("subscriptions.id").onDelete("cascade"))
    .addColumn("scheduled_at", "text", (c) => c.notNull())
    .addColumn("order_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_expires_at", "text")
    .addColumn("retry_at", "text")
    .addColumn("failure_code", "text")
    .addColumn("transaction_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("subscription_renewals_period", ["subscription_id", "scheduled_at"])
    .execute();
  await db.schema.createIndex("subscription_renewals_order").on("subscription_renewals").column("order_id").execute();
  // The job picks up charges whose worker died (lease run out) and failed charges due a retry.
  await db.schema.createIndex("subscription_renewals_lease").on("subscription_renewals").column("lease_expires_at").where(sql.ref("status"), "=", "charging").execute();
  await db.schema.createIndex("subscription_renewals_retry").on("subscription_renewals").column("retry_at").where(sql.ref("status"), "=", "failed").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["subscription_renewals", "subscription_notes", "subscription_orders", "subscriptions"]) {
    await db.schema.dropTable(table).execute();
  }
}
