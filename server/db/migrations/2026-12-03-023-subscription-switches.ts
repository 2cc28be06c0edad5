import type { CreateTableBuilder, Kysely } from "kysely";

// Frozen in time: this file must never import application code. Switching a subscription's line to
// another variation (issue 10, docs/decisions/033): one row per switch a customer confirmed, unique
// per subscription and the confirming form's attempt key, so a double submission finds the switch
// the first one started (and its charge's idempotency key, which derives from the row's id)
// instead of starting another. Times are ISO text, money integer minor units (docs/decisions/001).

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
  await withId(db, db.schema.createTable("subscription_switches"))
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("subscriptions.id").onDelete("cascade"))
    .addColumn("attempt_key", "text", (c) => c.notNull())
    .addColumn("line_index", "integer", (c) => c.notNull())
    .addColumn("from_variation_id", "integer", (c) => c.notNull())
    .addColumn("to_variation_id", "integer", (c) => c.notNull())
    // upgrade, downgrade or crossgrade
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("charge_now", "integer", (c) => c.notNull())
    // What the current period counts as paid for the line once the switch is applied, so a second
    // switch in the same period prorates from it.
    .addColumn("paid_for_period", "integer", (c) => c.notNull())
    .addColumn("next_payment_at", "text")
    .addColumn("order_id", "integer")
    // charging, applied or failed
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_code", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("subscription_switches_attempt", ["subscription_id", "attempt_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("subscription_switches").execute();
}
