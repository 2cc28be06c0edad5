import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// Indexes for the catalogue read side at 100,000 products (measured in the catalogue listing work):
// - the shop's default order (menu_order, name) lets a page stop after 12 rows instead of sorting
//   every listed product;
// - on PostgreSQL, trigram indexes serve the case-insensitive substring search (ILIKE '%word%')
//   over name, SKU and descriptions, and over variation SKUs. pg_trgm ships with PostgreSQL and is
//   a trusted extension (13+), but a server without it still works: search then scans.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

/** Must stay identical to the expression the listing query searches (PostgreSQL matches it by shape). */
const SEARCH_TEXT = sql`(name || ' ' || coalesce(sku, '') || ' ' || short_description || ' ' || description)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("products_menu_order").on("products").columns(["menu_order", "name", "id"]).execute();
  if (!isPostgres(db)) return;
  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  // The extension may live in another schema than ours (one per database, wherever it was first
  // created), so its operator class is named with that schema.
  const home = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
  `.execute(db);
  const opclass = sql`${sql.id(home.rows[0]?.schema ?? "public")}.gin_trgm_ops`;
  await sql`create index products_search_trgm on products using gin (${SEARCH_TEXT} ${opclass})`.execute(db);
  await sql`create index variations_sku_trgm on variations using gin (sku ${opclass})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists variations_sku_trgm`.execute(db);
    await sql`drop index if exists products_search_trgm`.execute(db);
  }
  await db.schema.dropIndex("products_menu_order").execute();
}
