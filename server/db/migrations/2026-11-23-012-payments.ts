import type { CreateTableBuilder, Kysely } from "kysely";

// Frozen in time: this file must never import application code. Payments (issue 9): the shop's
// side (settings, saved cards, gateway customers, processed webhook events) and the built-in card
// test mode's processor, which stands in for a third party and keeps its own state. No table here
// ever holds a card number or security code: a card is a token, a brand, the last 4 digits and
// the expiry.

type Builder = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

function withId(db: Kysely<unknown>, table: Builder): Builder {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

function withCard(table: Builder): Builder {
  return table
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("exp_month", "integer", (c) => c.notNull())
    .addColumn("exp_year", "integer", (c) => c.notNull());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One JSON value per setting key (enabled gateways, titles, bank accounts …).
  await db.schema
    .createTable("payments_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  // A customer's saved card: the gateway's reusable reference (token) and what may be shown of it.
  // The same reference is saved once, however many times the save is replayed.
  await withCard(
    withId(db, db.schema.createTable("payment_methods"))
      .addColumn("customer_id", "integer", (c) => c.notNull())
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull())
      .addColumn("processor_customer", "text"),
  )
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_methods_gateway_token").unique().on("payment_methods").columns(["gateway", "token"]).execute();
  await db.schema.createIndex("payment_methods_customer").on("payment_methods").columns(["customer_id", "id"]).execute();

  // The customer record a gateway keeps for a shop customer (Stripe's cus_…).
  await db.schema
    .createTable("payment_gateway_customers")
    .addColumn("customer_id", "integer", (c) => c.notNull())
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payment_gateway_customers_pk", ["customer_id", "gateway"])
    .execute();

  // Webhook events already handled: a second delivery of the same event changes nothing.
  await db.schema
    .createTable("payment_webhook_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  // The test-mode processor. behaviour: what the test card does when charged (from its number,
  // decided at tokenisation; the number itself is never stored). A token is good for one use.
  await withCard(db.schema.createTable("card_test_tokens").addColumn("token", "text", (c) => c.primaryKey()))
    .addColumn("behaviour", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await withCard(db.schema.createTable("card_test_methods").addColumn("id", "text", (c) => c.primaryKey()))
    .addColumn("behaviour", "text", (c) => c.notNull())
    .addColumn("detached", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // A payment (PaymentIntent-like). metadata: JSON of the shop's order and customer ids.
  // save_method: the card is to be kept once the payment succeeds (after a challenge, too).
  await db.schema
    .createTable("card_test_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_code", "text")
    .addColumn("behaviour", "text", (c) => c.notNull())
    .addColumn("token", "text")
    .addColumn("method_id", "text")
    .addColumn("save_method", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("card_test_refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Idempotency records: the first request with a key claims the row, later ones read its
  // response. fingerprint: the request's parameters, so a key reused for another request is refused.
  await db.schema
    .createTable("card_test_idempotency")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "card_test_idempotency",
    "card_test_refunds",
    "card_test_payments",
    "card_test_methods",
    "card_test_tokens",
    "payment_webhook_events",
    "payment_gateway_customers",
    "payment_methods",
    "payments_settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
