import type { CreateTableBuilder, Kysely } from "kysely";

// Frozen in time: this file must never import application code. Shipping: classes, zones with
// their locations, the methods of each zone and the module's settings. The "Rest of the world"
// zone (id 0) has no row: its methods carry zone_id 0, as in WooCommerce, so no foreign key ties
// methods to zones; the shipping module deletes a zone's methods with it.

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
  // The shipping class slug of a product or variation; "" means none (a variation's "same as
  // parent"). Kept as a slug, not a foreign key: classes belong to the shipping module.
  await db.schema.alterTable("products").addColumn("shipping_class", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("variations").addColumn("shipping_class", "text", (c) => c.notNull().defaultTo("")).execute();

  await db.schema
    .createTable("shipping_classes")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  // zone_order: zones are tried in this order (then by id); the first that matches wins.
  await withId(db, db.schema.createTable("shipping_zones"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("zone_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // type: country ("US"), state ("US:CA"), postcode ("90210", "902*", "90000...90999").
  await db.schema
    .createTable("shipping_zone_locations")
    .addColumn("zone_id", "integer", (c) => c.notNull().references("shipping_zones.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipping_zone_locations_pk", ["zone_id", "type", "code"])
    .execute();

  // settings: JSON, validated per type by the shipping module.
  await withId(db, db.schema.createTable("shipping_methods"))
    .addColumn("zone_id", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("method_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("settings", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipping_methods_zone").on("shipping_methods").columns(["zone_id", "method_order"]).execute();

  await db.schema
    .createTable("shipping_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["shipping_settings", "shipping_methods", "shipping_zone_locations", "shipping_zones", "shipping_classes"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("variations").dropColumn("shipping_class").execute();
  await db.schema.alterTable("products").dropColumn("shipping_class").execute();
}
