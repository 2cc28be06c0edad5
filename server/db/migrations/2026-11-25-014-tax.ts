import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. Tax (issue 9): rates as
// WooCommerce keeps them, with their postcode and city rules in the row (";"-separated, as in
// WooCommerce's tax-rate CSV), and the tax settings, one JSON value per key.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable("tax_rates");
  await (isPostgres(db) ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("postcodes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cities", "text", (c) => c.notNull().defaultTo(""))
    // Percent as the merchant typed it ("7.2500"): text keeps its decimals exact.
    .addColumn("rate", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("compound", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shipping", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("tax_class", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rate_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("tax_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tax_settings").execute();
  await db.schema.dropTable("tax_rates").execute();
}
