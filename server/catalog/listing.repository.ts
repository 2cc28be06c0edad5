import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { CatalogVisibility } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import type { CatalogTables } from "../db/schema.ts";
import type { AttributeTermFilter, PriceRange } from "./listing-filters.ts";
import { productIdsContainingEvery, searchIndexServes } from "./product-search-index.ts";
import { findKeysetPage } from "./keyset-page.repository.ts";
import type { PageAnchors } from "./page-anchors.ts";
import { orderBySortTerms, type SortTerm } from "./sort-terms.ts";

// The queries behind every product grid: filter, order, count and page. They return ids only;
// summaries are loaded for the page's ids in a second step, so nothing here grows with page size.

export const LISTING_ORDERS = ["menu_order", "popularity", "rating", "date", "price", "price-desc", "relevance"] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];

export interface ListingFilter {
  visibilities: readonly CatalogVisibility[];
  /** Products in any of these categories (the caller expands descendants). */
  categoryIds: readonly number[] | null;
  tagId: number | null;
  /** Lower-cased words; every word must match name, SKU, a variation SKU or a description. */
  searchWords: readonly string[];
  /** The whole lower-cased search phrase, ranked first when it appears in the name. */
  searchPhrase: string | null;
  /** Featured products only (a page's product grid or slider, decision 040). */
  featuredOnly?: boolean;
  /** The shop sidebar's price filter, minor units, either end open (decision 045). */
  priceRange?: PriceRange;
  /** The shop sidebar's attribute filters: each must hold (decision 045). */
  attributeFilters?: readonly AttributeTermFilter[];
}


export type ProductsQuery<O> = SelectQueryBuilder<CatalogTables, "products", O>;

/** LIKE pattern for a literal substring: % and _ in the shopper's text must not act as wildcards. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match. SQLite's LIKE already ignores ASCII case (and its lower() folds
 * nothing else), so wrapping every description in lower() would only cost time; PostgreSQL has ILIKE.
 */
function likeAnyCase(column: string, pattern: string, postgres: boolean): Expression<SqlBool> {
  return postgres
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** A word on PostgreSQL, or on SQLite one too short for the search index (applyFilter). */
function wordMatches(eb: ExpressionBuilder<CatalogTables, "products">, word: string, postgres: boolean): Expression<SqlBool> {
  const pattern = containsPattern(word);
  const inVariationSku = eb(
    "products.id",
    "in",
    eb.selectFrom("variations").select("variations.product_id").where(likeAnyCase("variations.sku", pattern, postgres)),
  );
  if (postgres) {
    // One expression over all text columns, the shape the trigram index of migration 005 covers,
    // OR the products whose variation SKUs match, as an array the query computes first: both sides
    // are then index conditions, read in one bitmap scan of products (13 ms for 10,000 matches of
    // 100,000). An OR with a plain subquery keeps the planner from the trigram index, and a UNION
    // of id lists made it hash-join the matches with a scan of the whole catalogue (40 ms).
    // Searches sort by expressions (searchSorts), so no sort index is walked instead.
    const text = sql<string>`(${sql.ref("products.name")} || ' ' || coalesce(${sql.ref("products.sku")}, '') || ' ' || ${sql.ref("products.short_description")} || ' ' || ${sql.ref("products.description")})`;
    const variationProducts = eb.selectFrom("variations").select("variations.product_id").where(likeAnyCase("variations.sku", pattern, postgres));
    return eb.or([sql<SqlBool>`${text} ilike ${pattern} escape '\\'`, sql<SqlBool>`${sql.ref("products.id")} = any(array(${variationProducts}))`]);
  }
  return eb.or([
    likeAnyCase("products.name", pattern, postgres),
    likeAnyCase("products.sku", pattern, postgres),
    likeAnyCase("products.short_description", pattern, postgres),
    likeAnyCase("products.description", pattern, postgres),
    inVariationSku,
  ]);
}

/**
 * The shop's filter (status, visibility, category, tag, search words); the product table adds its
 * own. `statusByIndex: false` writes the status and visibility terms so that no index serves them
 * (`status || ''`): nearly every product passes them, yet SQLite, without statistics, would
 * rather read them through products_listing and sort the whole catalogue than walk the sort
 * column's index and stop after the page.
 */
export function applyFilter<O>(query: ProductsQuery<O>, filter: ListingFilter, postgres: boolean, statusByIndex = true): ProductsQuery<O> {
  // On SQLite, words of 3+ characters are found through the search index (migration 032). Its
  // matches are then the narrowest start: the status terms are written so that SQLite, which
  // would rather read every published product through products_listing, reads the matches by id.
  const indexedWords = postgres ? [] : filter.searchWords.filter(searchIndexServes);
  let q = statusByIndex && indexedWords.length === 0
    ? query.where("products.status", "=", "publish").where("products.catalog_visibility", "in", [...filter.visibilities])
    : query
        .where(sql<string>`${sql.ref("products.status")} || ''`, "=", "publish")
        .where(sql<string>`${sql.ref("products.catalog_visibility")} || ''`, "in", [...filter.visibilities]);
  if (filter.categoryIds !== null) {
    const categoryIds = [...filter.categoryIds];
    q = q.where((eb) =>
      eb("products.id", "in", eb.selectFrom("product_categories").select("product_id").where("category_id", "in", categoryIds)),
    );
  }
  if (filter.tagId !== null) {
    const tagId = filter.tagId;
    q = q.where((eb) => eb("products.id", "in", eb.selectFrom("product_tags").select("product_id").where("tag_id", "=", tagId)));
  }
  if (filter.featuredOnly === true) q = q.where("products.featured", "=", 1);
  if (filter.priceRange) q = applyPriceRange(q, filter.priceRange);
  for (const attribute of filter.attributeFilters ?? []) q = applyAttributeTerms(q, attribute);
  if (indexedWords.length > 0) q = q.where("products.id", "in", productIdsContainingEvery(indexedWords));
  for (const word of filter.searchWords) {
    if (!indexedWords.includes(word)) q = q.where((eb) => wordMatches(eb, word, postgres));
  }
  return q;
}

/**
 * WooCommerce's price filter: a product whose price range overlaps the asked one (a variable
 * product from $10 to $30 is in "$20 to $25"). Unpriced products are in no range. With ranges per
 * tax class (PriceRange.byTaxClass), each class's taxed products compare their own.
 */
function applyPriceRange<O>(query: ProductsQuery<O>, range: PriceRange): ProductsQuery<O> {
  const byTaxClass = range.byTaxClass ?? [];
  if (byTaxClass.length === 0) return query.where((eb) => eb.and(overlaps(eb, range)));
  const converted = byTaxClass.map((c) => c.taxClass);
  return query.where((eb) =>
    eb.or([
      ...byTaxClass.map((c) => eb.and([eb("products.tax_status", "=", "taxable"), eb("products.tax_class", "=", c.taxClass), ...overlaps(eb, c)])),
      eb.and([eb.or([eb("products.tax_status", "<>", "taxable"), eb("products.tax_class", "not in", converted)]), ...overlaps(eb, range)]),
    ]),
  );
}

function overlaps(eb: ExpressionBuilder<CatalogTables, "products">, range: { min: number | null; max: number | null }): Expression<SqlBool>[] {
  return [...(range.min !== null ? [eb("products.price_max", ">=", range.min)] : []), ...(range.max !== null ? [eb("products.price_min", "<=", range.max)] : [])];
}

/** Through the link table's (attribute_id, term_slug, product_id) index (migration 024). */
function applyAttributeTerms<O>(query: ProductsQuery<O>, filter: AttributeTermFilter): ProductsQuery<O> {
  const { attributeId, termSlugs } = filter;
  const withTerms = (slugs: readonly string[]) => (eb: ExpressionBuilder<CatalogTables, "products">) =>
    eb("products.id", "in", eb.selectFrom("product_attribute_terms").select("product_id").where("attribute_id", "=", attributeId).where("term_slug", "in", [...slugs]));
  if (termSlugs.length === 0) return query;
  if (filter.queryType === "or") return query.where(withTerms(termSlugs));
  let q = query;
  for (const slug of termSlugs) q = q.where(withTerms([slug]));
  return q;
}

/** A filter that picks out part of the catalogue through a link table. */
export function narrowsByLink(filter: ListingFilter): boolean {
  return filter.categoryIds !== null || filter.tagId !== null || (filter.attributeFilters?.length ?? 0) > 0;
}

/** The order of a listing, ending with the product id so that every page is stable. */
function listingSortTerms(order: ListingOrder, filter: ListingFilter, postgres: boolean): SortTerm[] {
  // Within a category or tag, or a PostgreSQL search, sort the filter's rows (found through the link
  // index, or one bitmap scan: wordMatches) rather than walk a shop-wide sort index: when the rows
  // sit far down that index, the walk reads most of the catalogue first (measured: 120 ms vs 10 ms
  // on PostgreSQL). An expression ("+ 0", "|| ''") keeps the index out.
  const searching = postgres && filter.searchWords.length > 0;
  const narrowed = searching || narrowsByLink(filter);
  const number = (column: string, unindexed = searching) => (unindexed ? sql`${sql.ref(column)} + 0` : sql.ref(column));
  const text = (column: string) => (searching ? sql`${sql.ref(column)} || ''` : sql.ref(column));
  const id = (direction: "asc" | "desc"): SortTerm => ({ expression: sql.ref("products.id"), direction });
  switch (order) {
    case "menu_order":
      return [{ expression: number("products.menu_order", narrowed), direction: "asc" }, { expression: sql.ref("products.name"), direction: "asc" }, id("asc")];
    case "popularity":
      return [{ expression: number("products.total_sales"), direction: "desc" }, id("desc")];
    case "rating":
      return [{ expression: number("products.rating_average"), direction: "desc" }, { expression: sql.ref("products.rating_count"), direction: "desc" }, id("desc")];
    case "date":
      return [{ expression: text("products.created_at"), direction: "desc" }, id("desc")];
    // Unpriced products sort last either way; SQLite and PostgreSQL disagree on NULL placement.
    case "price":
      return [{ expression: number("products.price_min"), direction: "asc", nullsLast: true }, id("asc")];
    case "price-desc":
      return [{ expression: number("products.price_max"), direction: "desc", nullsLast: true }, id("desc")];
    case "relevance": {
      const phrase = filter.searchPhrase;
      if (phrase === null) return listingSortTerms("menu_order", filter, postgres);
      // WordPress ranks a title match first, then newest first.
      const inName = sql<number>`case when ${likeAnyCase("products.name", containsPattern(phrase), postgres)} then 0 else 1 end`;
      return [{ expression: inName, direction: "asc" }, { expression: sql.ref("products.created_at"), direction: "desc" }, id("desc")];
    }
  }
}

function isPostgres(db: CatalogDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The number of products matching a filter; the filter's terms read through products_listing. */
export async function countListing(db: CatalogDb, filter: ListingFilter): Promise<number> {
  const base = applyFilter(db.selectFrom("products"), filter, isPostgres(db));
  return Number((await base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()).total);
}

/**
 * Ids of one page of search results plus the number of results. A search reads every matching
 * row anyway, so it counts them in the same pass (a window count) instead of a second query, and
 * pages by offset.
 */
export async function findSearchPage(
  db: CatalogDb,
  filter: ListingFilter,
  order: ListingOrder,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const postgres = isPostgres(db);
  const base = applyFilter(db.selectFrom("products"), filter, postgres);
  const rows = await orderBySortTerms(base.select(["products.id", sql<number | string>`count(*) over ()`.as("total")]), listingSortTerms(order, filter, postgres))
    .limit(limit)
    .offset(offset)
    .execute();
  const first = rows[0];
  return { ids: rows.map((r) => r.id), total: first ? Number(first.total) : offset === 0 ? 0 : await countListing(db, filter) };
}

/**
 * Ids of one page of a browsed listing (no search words), in order, seeking from the nearest
 * anchor (keyset-page.repository.ts). On SQLite the status and visibility terms are written so
 * that no index serves them (applyFilter's statusByIndex): it has no statistics, and would read
 * them through products_listing and sort the whole catalogue for every page rather than walk the
 * order's index and stop after the page (or, in a category, probe the category's products by id).
 * PostgreSQL finds the walk from its statistics.
 */
export function findBrowsePage(db: CatalogDb, filter: ListingFilter, order: ListingOrder, offset: number, limit: number, anchors: PageAnchors): Promise<number[]> {
  const { filtered, terms } = browseQuery(db, filter, order);
  // A category's or tag's rows are sorted, not walked in an index's order (listingSortTerms): read by offset.
  return findKeysetPage(filtered, terms, offset, limit, narrowsByLink(filter) ? null : anchors);
}

/**
 * Every id of a listing, in order, or null when it holds more than `cap` products: for the
 * listings whose rows are sorted on every read (a search's matches; a category's, tag's or
 * attribute term's products, found through the link table), so that they are read once per
 * catalogue version (listing-memory.ts).
 */
export async function findOrderedIds(db: CatalogDb, filter: ListingFilter, order: ListingOrder, cap: number): Promise<Int32Array | null> {
  const postgres = isPostgres(db);
  const { filtered, terms } =
    filter.searchWords.length > 0
      ? { filtered: applyFilter(db.selectFrom("products"), filter, postgres), terms: listingSortTerms(order, filter, postgres) }
      : browseQuery(db, filter, order);
  const rows = await orderBySortTerms(filtered.select("products.id"), terms)
    .limit(cap + 1)
    .execute();
  return rows.length > cap ? null : Int32Array.from(rows, (row) => row.id);
}

/** The filtered products of a browsed listing and its order (exported so a test can read SQLite's plans for them). */
export function browseQuery(db: CatalogDb, filter: ListingFilter, order: ListingOrder): { filtered: ProductsQuery<object>; terms: SortTerm[] } {
  const postgres = isPostgres(db);
  return { filtered: applyFilter(db.selectFrom("products"), filter, postgres, postgres), terms: listingSortTerms(order, filter, postgres) };
}
