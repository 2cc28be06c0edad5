import { PostgresAdapter, sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";
import { findKeysetPage } from "./keyset-page.repository.ts";
import { applyFilter, type ListingFilter, type ProductsQuery } from "./listing.repository.ts";
import type { PageAnchors } from "./page-anchors.ts";
import { orderBySortTerms, type SortTerm } from "./sort-terms.ts";
import type { ProductTableSortKey, SortDirection } from "./product-table.ts";

// The product table's page query: the shop's filter (listing.repository.ts) plus attribute terms,
// sorted by a column. Ids only; the rows are loaded for the page's ids afterwards, so nothing here
// grows with the page length.

export interface TableFilter extends ListingFilter {
  /** Every one must hold: the product has this global attribute's term (migration 024). */
  attributeTerms: readonly { attributeId: number; termSlug: string }[];
}

const SORT_COLUMNS = {
  name: "products.name",
  sku: "products.sku",
  price: "products.price_min",
  date: "products.created_at",
  id: "products.id",
  rating: "products.rating_average",
} as const satisfies Record<ProductTableSortKey, string>;

function applyTableFilter<O>(query: ProductsQuery<O>, filter: TableFilter, postgres: boolean, statusByIndex: boolean): ProductsQuery<O> {
  let q = applyFilter(query, filter, postgres, statusByIndex);
  for (const { attributeId, termSlug } of filter.attributeTerms) {
    q = q.where((eb) =>
      eb(
        "products.id",
        "in",
        eb.selectFrom("product_attribute_terms").select("product_id").where("attribute_id", "=", attributeId).where("term_slug", "=", termSlug),
      ),
    );
  }
  return q;
}

/** A filter through a link table (category, tag, attribute term) that picks out part of the catalogue. */
export function narrowsByTerm(filter: TableFilter): boolean {
  return filter.categoryIds !== null || filter.tagId !== null || filter.attributeTerms.length > 0;
}

/**
 * `byExpression`: sort the filter's rows rather than walk the catalogue-wide sort index and probe
 * each product. Within a category, tag or term (rows found through the link index) the walk read
 * most of the catalogue first when the term's products sat far down that index (PostgreSQL at
 * 100,000 products, on a busy machine: 390 ms against 96 ms); a PostgreSQL search's rows come from
 * one bitmap scan (listing.repository.ts). An expression ("name || ''", "price + 0") keeps the
 * index out.
 */
function tableSortTerms(sort: ProductTableSortKey, direction: SortDirection, byExpression: boolean): SortTerm[] {
  const ref = sql.ref(SORT_COLUMNS[sort]);
  const numeric = sort === "price" || sort === "id" || sort === "rating";
  const expression = byExpression ? (numeric ? sql`${ref} + 0` : sql`${ref} || ''`) : ref;
  // Rows without a SKU or price sort last either way (SQLite and PostgreSQL disagree on NULLs);
  // the id breaks ties so every page is stable.
  const column: SortTerm = { expression, direction, nullsLast: sort === "sku" || sort === "price" };
  return sort === "id" ? [column] : [column, { expression: sql.ref("products.id"), direction }];
}

function isPostgres(db: CatalogDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The number of products matching the filter: its terms read through their indexes (products_listing covers them). */
export async function countTable(db: CatalogDb, filter: TableFilter): Promise<number> {
  const counted = applyTableFilter(db.selectFrom("products"), filter, isPostgres(db), true);
  return Number((await counted.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
}

/**
 * The filtered products of a table and its order. On SQLite a page without a search walks the sort
 * column's index and stops after the page (applyFilter's statusByIndex); PostgreSQL's planner finds
 * that walk from its statistics, and would misjudge the rewritten terms (it guesses that a
 * rewritten term keeps 0.5% of rows and sorts after a full scan). A search's rows are sorted on
 * PostgreSQL, as they come from one bitmap scan (listing.repository.ts).
 */
function tableQuery(db: CatalogDb, filter: TableFilter, sort: ProductTableSortKey, direction: SortDirection) {
  const postgres = isPostgres(db);
  const searching = filter.searchWords.length > 0;
  return {
    filtered: applyTableFilter(db.selectFrom("products"), filter, postgres, postgres),
    terms: tableSortTerms(sort, direction, narrowsByTerm(filter) || (searching && postgres)),
  };
}

/** Ids of one page of a search plus the number matching: a search reads every matching row anyway, so it counts in the same pass. */
export async function findTableSearchPage(
  db: CatalogDb,
  filter: TableFilter,
  sort: ProductTableSortKey,
  direction: SortDirection,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const { filtered, terms } = tableQuery(db, filter, sort, direction);
  const rows = await orderBySortTerms(filtered.select(["products.id", sql<number | string>`count(*) over ()`.as("total")]), terms)
    .limit(limit)
    .offset(offset)
    .execute();
  const first = rows[0];
  return { ids: rows.map((r) => r.id), total: first ? Number(first.total) : offset === 0 ? 0 : await countTable(db, filter) };
}

/**
 * Every id of a search's matches, or of a category's, tag's or term's products, in the table's
 * order; null beyond `cap`. They are sorted on every read, not walked in an index, so they are read
 * once per catalogue version (listing-memory.ts), as the shop's listings are.
 */
export async function findTableOrderedIds(db: CatalogDb, filter: TableFilter, sort: ProductTableSortKey, direction: SortDirection, cap: number): Promise<Int32Array | null> {
  const { filtered, terms } = tableQuery(db, filter, sort, direction);
  const rows = await orderBySortTerms(filtered.select("products.id"), terms)
    .limit(cap + 1)
    .execute();
  return rows.length > cap ? null : Int32Array.from(rows, (row) => row.id);
}

/** Ids of one page of a table without a search, seeking from the nearest anchor (keyset-page.repository.ts). */
export function findTableBrowsePage(
  db: CatalogDb,
  filter: TableFilter,
  sort: ProductTableSortKey,
  direction: SortDirection,
  offset: number,
  limit: number,
  anchors: PageAnchors,
): Promise<number[]> {
  const { filtered, terms } = tableQuery(db, filter, sort, direction);
  // A category's, tag's or term's rows are sorted, not walked in an index's order (tableSortTerms): read by offset.
  return findKeysetPage(filtered, terms, offset, limit, narrowsByTerm(filter) ? null : anchors);
}

/** The page query of a table without a search, by offset (exported so a test can read SQLite's plan for it). */
export function browsePageQuery(db: CatalogDb, filter: TableFilter, sort: ProductTableSortKey, direction: SortDirection, offset: number, limit: number) {
  const { filtered, terms } = tableQuery(db, filter, sort, direction);
  return orderBySortTerms(filtered.select("products.id"), terms).limit(limit).offset(offset);
}
