import { PostgresAdapter, sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";
import type { ListingPriceBounds } from "./listing-filters.ts";
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

/**
 * The lowest and highest price in the listing (minor units), per tax class of the taxed products
 * and for the untaxed ones (a null class), since a shop showing prices with tax converts each
 * class at its own rates. Groups with no priced product are left out.
 */
export async function findListingPriceBounds(db: CatalogDb, filter: ListingFilter): Promise<ListingPriceBounds> {
  const taxClass = sql<string | null>`case when ${sql.ref("products.tax_status")} = 'taxable' then ${sql.ref("products.tax_class")} end`;
  const rows = await applyFilter(db.selectFrom("products"), filter, isPostgres(db))
    .select((eb) => [
      taxClass.as("tax_class"),
      eb.fn.min<number | string | null>("products.price_min").as("min"),
      eb.fn.max<number | string | null>("products.price_max").as("max"),
    ])
    .groupBy(taxClass)
    .execute();
  return rows.flatMap((row) => (row.min === null || row.max === null ? [] : [{ taxClass: row.tax_class, min: Number(row.min), max: Number(row.max) }]));
}
