import { sql, type Kysely, type CreateTableBuilder } from "kysely";

// Frozen in time: this file must never import application code. Flags are 0/1 integers and times
// are ISO-8601 text on both databases, so rows read the same on SQLite and PostgreSQL.

type Builder = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

function withId(db: Kysely<unknown>, table: Builder): Builder {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** Columns shared by products and variations: price, stock, shipping, subscription terms. */
function withSellableColumns(table: Builder): Builder {
  return table
    .addColumn("sku", "text")
    .addColumn("regular_price", "integer")
    .addColumn("sale_price", "integer")
    .addColumn("sale_from", "text")
    .addColumn("sale_to", "text")
    .addColumn("tax_status", "text", (c) => c.notNull().defaultTo("taxable"))
    .addColumn("tax_class", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("manage_stock", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stock_quantity", "integer")
    .addColumn("stock_status", "text", (c) => c.notNull().defaultTo("instock"))
    .addColumn("backorders", "text", (c) => c.notNull().defaultTo("no"))
    .addColumn("low_stock_amount", "integer")
    .addColumn("sold_individually", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("min_quantity", "integer")
    .addColumn("max_quantity", "integer")
    .addColumn("weight", "text")
    .addColumn("length", "text")
    .addColumn("width", "text")
    .addColumn("height", "text")
    .addColumn("virtual", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("downloadable", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_id", "integer", (c) => c.references("images.id").onDelete("set null"))
    .addColumn("subscription_period", "text")
    .addColumn("subscription_interval", "integer")
    .addColumn("subscription_length", "integer")
    .addColumn("subscription_sign_up_fee", "integer")
    .addColumn("subscription_trial_length", "integer")
    .addColumn("subscription_trial_period", "text")
    .addColumn("subscription_sync_day", "integer");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("images"))
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("remote", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .execute();

  await db.schema
    .createTable("image_sizes")
    .addColumn("image_id", "integer", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("image_sizes_pk", ["image_id", "size"])
    .execute();

  await withId(db, db.schema.createTable("categories"))
    .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_id", "integer", (c) => c.references("images.id").onDelete("set null"))
    .execute();

  await withId(db, db.schema.createTable("tags"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("attributes"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("attribute_terms"))
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("attribute_terms_slug_unique", ["attribute_id", "slug"])
    .execute();

  await withSellableColumns(
    withId(db, db.schema.createTable("products"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("publish"))
      .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("catalog_visibility", "text", (c) => c.notNull().defaultTo("visible"))
      .addColumn("short_description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("purchase_note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("reviews_allowed", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("external_url", "text")
      .addColumn("button_text", "text")
      .addColumn("price_min", "integer")
      .addColumn("price_max", "integer")
      .addColumn("rating_average", "real", (c) => c.notNull().defaultTo(0))
      .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_sales", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("products_sku_unique").unique().on("products").column("sku").execute();
  await db.schema.createIndex("products_listing").on("products").columns(["status", "catalog_visibility", "menu_order"]).execute();
  await db.schema.createIndex("products_price").on("products").columns(["price_min"]).execute();
  await db.schema.createIndex("products_created").on("products").columns(["created_at"]).execute();
  await db.schema.createIndex("products_sales").on("products").columns(["total_sales"]).execute();
  await db.schema.createIndex("products_rating").on("products").columns(["rating_average"]).execute();

  await withSellableColumns(
    withId(db, db.schema.createTable("variations"))
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("purchasable", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("variations_product").on("variations").columns(["product_id", "menu_order"]).execute();

  await withId(db, db.schema.createTable("product_attributes"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (c) => c.references("attributes.id").onDelete("restrict"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("used_for_variations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("default_option", "text")
    .addUniqueConstraint("product_attributes_slug_unique", ["product_id", "slug"])
    .execute();

  await db.schema
    .createTable("variation_attributes")
    .addColumn("variation_id", "integer", (c) => c.notNull().references("variations.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("variation_attributes_pk", ["variation_id", "slug"])
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await db.schema.createIndex("product_categories_category").on("product_categories").columns(["category_id", "product_id"]).execute();

  await db.schema
    .createTable("product_tags")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_tags_pk", ["product_id", "tag_id"])
    .execute();
  await db.schema.createIndex("product_tags_tag").on("product_tags").columns(["tag_id", "product_id"]).execute();

  await db.schema
    .createTable("product_gallery")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("image_id", "integer", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_gallery_pk", ["product_id", "position"])
    .execute();

  // kind: upsell | cross_sell | grouped (a grouped product's children)
  await db.schema
    .createTable("product_links")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("linked_product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_links_pk", ["product_id", "kind", "linked_product_id"])
    .execute();

  await withId(db, db.schema.createTable("product_downloads"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("reviews"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("verified_owner", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("approved"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reviews_product").on("reviews").columns(["product_id", "status", "created_at"]).execute();

  await withId(db, db.schema.createTable("pages"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("publish"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // A plain LIKE search over name/sku/description is enough at demo scale; the index on lower(name)
  // keeps prefix matches cheap on both databases.
  await sql`create index products_name_lower on products (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "pages", "reviews", "product_downloads", "product_links", "product_gallery", "product_tags",
    "product_categories", "variation_attributes", "product_attributes", "variations", "products",
    "attribute_terms", "attributes", "tags", "categories", "image_sizes", "images",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
