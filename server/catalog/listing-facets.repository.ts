import { PostgresAdapter } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";
import { applyFilter, type ListingFilter } from "./listing.repository.ts";

// The shop sidebar's numbers for one listing: products per attribute term, and the price range.
// Both read the listing's own filter (listing.repository.ts), so they count what the grid shows.

export interface TermCount {
  attributeId: number;
  termSlug: string;
  count: number;
}

function isPostgres(db: CatalogDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Products of the listing per global attribute term; `attributeId` limits it to one attribute. */
export async function countListingTerms(db: CatalogDb, filter: ListingFilter, attributeId: number | null = null): Promise<TermCount[]> {
  const products = applyFilter(db.selectFrom("products"), filter, isPostgres(db)).select("products.id");
  let query = db
    .selectFrom("product_attribute_terms")
    .select(["attribute_id", "term_slug", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("product_id", "in", products);
  if (attributeId !== null) query = query.where("attribute_id", "=", attributeId);
  const rows = await query.groupBy(["attribute_id", "term_slug"]).execute();
  return rows.map((row) => ({ attributeId: row.attribute_id, termSlug: row.term_slug, count: Number(row.count) }));
}

/** The lowest and highest price in the listing (minor units), or null when nothing in it has a price. */
export async function findListingPriceBounds(db: CatalogDb, filter: ListingFilter): Promise<{ min: number; max: number } | null> {
  const row = await applyFilter(db.selectFrom("products"), filter, isPostgres(db))
    .select((eb) => [eb.fn.min<number | string | null>("products.price_min").as("min"), eb.fn.max<number | string | null>("products.price_max").as("max")])
    .executeTakeFirst();
  if (!row || row.min === null || row.max === null) return null;
  return { min: Number(row.min), max: Number(row.max) };
}
