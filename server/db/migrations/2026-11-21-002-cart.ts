import type { Kysely, CreateTableBuilder } from "kysely";

// Frozen in time: this file must never import application code. Carts and coupons. Lines refer to
// products and variations by id without foreign keys: when the catalogue drops an item, the cart
// notices on its next read and tells the shopper, instead of the line vanishing silently.

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
  // token_hash: sha256 of the guest's cookie token (a bearer secret is never stored as is).
  // customer_id: the owning account once accounts exist; one cart per customer.
  await withId(db, db.schema.createTable("carts"))
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("customer_id", "integer", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("carts_updated").on("carts").column("updated_at").execute();

  // item_key: stable hash of product, variation and chosen attributes; attributes is a JSON object.
  await withId(db, db.schema.createTable("cart_items"))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("variation_id", "integer")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("cart_items_key_unique", ["cart_id", "item_key"])
    .execute();

  // code is the lower-cased coupon code (codes are case-insensitive).
  await db.schema
    .createTable("cart_coupons")
    .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_coupons_pk", ["cart_id", "code"])
    .execute();

  // amount: basis points for percent coupons, minor units otherwise. *_ids columns are JSON arrays.
  await withId(db, db.schema.createTable("coupons"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("code_key", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("expires_at", "text")
    .addColumn("minimum_spend", "integer")
    .addColumn("maximum_spend", "integer")
    .addColumn("usage_limit", "integer")
    .addColumn("usage_limit_per_customer", "integer")
    .addColumn("usage_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("individual_use", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("product_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("excluded_product_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("category_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("excluded_category_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("free_shipping", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("exclude_sale_items", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // One row per use at checkout, for the per-customer limit.
  await withId(db, db.schema.createTable("coupon_usages"))
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("customer_id", "integer")
    .addColumn("email", "text")
    .addColumn("used_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("coupon_usages_customer").on("coupon_usages").columns(["coupon_id", "customer_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["coupon_usages", "coupons", "cart_coupons", "cart_items", "carts"]) {
    await db.schema.dropTable(table).execute();
  }
}
