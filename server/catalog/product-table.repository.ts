import { PostgresAdapter, sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";
import { applyFilter, type ListingFilter, type ProductsQuery } from "./listing.repository.ts";
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
function narrowsByTerm(filter: TableFilter): boolean {
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
function applyTableOrder<O>(query: ProductsQuery<O>, sort: ProductTableSortKey, direction: SortDirection, byExpression: boolean): ProductsQuery<O> {
  const ref = sql.ref(SORT_COLUMNS[sort]);
  const numeric = sort === "price" || sort === "id" || sort === "rating";
  const column = byExpression ? (numeric ? sql`${ref} + 0` : sql`${ref} || ''`) : ref;
  // Rows without a SKU or price sort last either way (SQLite and PostgreSQL disagree on NULLs);
  // the id breaks ties so every page is stable.
  if (sort === "sku" || sort === "price") {
    return query.orderBy(column, (o) => (direction === "asc" ? o.asc() : o.desc()).nullsLast()).orderBy("products.id", direction);
  }
  return sort === "id" ? query.orderBy(column, direction) : query.orderBy(column, direction).orderBy("products.id", direction);
}

/** Ids of one page of the table plus the number of products matching the filter. */
export async function findTablePage(
  db: CatalogDb,
  filter: TableFilter,
  sort: ProductTableSortKey,
  direction: SortDirection,
  offset: number,
  limit: number,
  /** The number matching, when the caller already knows it (a cached term count): no count query. */
  knownTotal: number | null = null,
): Promise<{ ids: number[]; total: number }> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The count reads the filter through its indexes (products_listing covers it). On SQLite the page
  // walks the sort column's index instead and stops after the page (applyFilter's statusByIndex);
  // PostgreSQL's planner finds that walk from its statistics, and would misjudge the rewritten
  // terms (it guesses that a rewritten term keeps 0.5% of rows and sorts after a full scan).
  const counted = applyTableFilter(db.selectFrom("products"), filter, postgres, true);
  const base = applyTableFilter(db.selectFrom("products"), filter, postgres, postgres);
  const count = async (): Promise<number> => Number((await counted.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
  if (filter.searchWords.length > 0) {
    // A search reads every matching row anyway: count in the same pass instead of twice.
    const rows = await applyTableOrder(base.select(["products.id", sql<number | string>`count(*) over ()`.as("total")]), sort, direction, postgres || narrowsByTerm(filter))
      .limit(limit)
      .offset(offset)
      .execute();
    const first = rows[0];
    return { ids: rows.map((r) => r.id), total: first ? Number(first.total) : offset === 0 ? 0 : await count() };
  }
  const [total, rows] = await Promise.all([knownTotal ?? count(), browsePageQuery(db, filter, sort, direction, offset, limit).execute()]);
  return { ids: rows.map((r) => r.id), total };
}

/** The page query of a table without a search (exported so a test can read SQLite's plan for it). */
export function browsePageQuery(db: CatalogDb, filter: TableFilter, sort: ProductTableSortKey, direction: SortDirection, offset: number, limit: number) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const base = applyTableFilter(db.selectFrom("products"), filter, postgres, postgres);
  return applyTableOrder(base.select("products.id"), sort, direction, narrowsByTerm(filter)).limit(limit).offset(offset);
}
