import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// The product table (/product-table) filters by a global attribute's term and sorts by any
// column, in the database, at 100,000 products:
// - product_attribute_terms: one row per (product, global attribute, term). product_attributes
//   keeps a product's options as JSON text, which no index can serve; this link table, like
//   product_categories and product_tags, lets "Color: blue" read an index and be counted per term.
//   The catalogue writes it with product_attributes (replaceAttributes); here it is filled once.
// - products_name: sorting by name walks (name, id) and stops after the page; it also holds the
//   status and visibility every page checks, so a deep page (page 500 skips 12,475 entries) reads
//   the index alone instead of looking up every row it skips.
// - On PostgreSQL, the SKU and price sorts put products without one last both ways; its default
//   indexes hold NULLs last, which a backward walk (descending) puts first, so a second index
//   with NULLs first serves the descending sorts. SQLite walks its own indexes for both.

interface AttributeRow {
  product_id: number;
  attribute_id: number | null;
  options: string;
}

/** Term slugs in an options column ([{slug, name}, …]); anything else holds none. */
function optionSlugs(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // A row the catalogue never wrote (hand-edited); it has no filterable terms.
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((o: unknown) => {
    const slug = typeof o === "object" && o !== null ? (o as Record<string, unknown>).slug : undefined;
    return typeof slug === "string" ? [slug] : [];
  });
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

/** Rows per INSERT: well under SQLite's 32,766 bound parameters. */
const BACKFILL_BATCH = 1_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_attribute_terms")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (c) => c.notNull().references("attributes.id").onDelete("cascade"))
    .addColumn("term_slug", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_attribute_terms_pk", ["product_id", "attribute_id", "term_slug"])
    .execute();
  await db.schema
    .createIndex("product_attribute_terms_term")
    .on("product_attribute_terms")
    .columns(["attribute_id", "term_slug", "product_id"])
    .execute();
  await db.schema.createIndex("products_name").on("products").columns(["name", "id", "status", "catalog_visibility"]).execute();
  if (isPostgres(db)) {
    await sql`create index products_price_nulls_first on products (price_min nulls first, id)`.execute(db);
    await sql`create index products_sku_nulls_first on products (sku nulls first, id)`.execute(db);
  }

  const typed = db as unknown as Kysely<{ product_attributes: AttributeRow; product_attribute_terms: { product_id: number; attribute_id: number; term_slug: string } }>;
  const rows = await typed.selectFrom("product_attributes").select(["product_id", "attribute_id", "options"]).where("attribute_id", "is not", null).execute();
  const links = rows.flatMap((row) =>
    [...new Set(optionSlugs(row.options))].map((term_slug) => ({ product_id: row.product_id, attribute_id: row.attribute_id ?? 0, term_slug })),
  );
  for (let start = 0; start < links.length; start += BACKFILL_BATCH) {
    await typed.insertInto("product_attribute_terms").values(links.slice(start, start + BACKFILL_BATCH)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists products_sku_nulls_first`.execute(db);
    await sql`drop index if exists products_price_nulls_first`.execute(db);
  }
  await db.schema.dropIndex("products_name").execute();
  await db.schema.dropTable("product_attribute_terms").execute();
}
