import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ShownPrice } from "./catalog.ts";
import { catalogDb, type CatalogDb } from "./catalog-db.ts";
import { collectDescendantIds } from "./category-tree.ts";
import { searchPhraseOf, splitSearchWords } from "./list-products.ts";
import { getProductTableTerms, type TableTerms } from "./get-product-table-terms.ts";
import { keptPerProduct } from "./kept-per-product.ts";
import type { ProductTableExtras, ProductTablePage, ProductTableQuery, ProductTableRow } from "./product-table.ts";
import { loadTableExtras } from "./product-table-extras.repository.ts";
import { loadVariationForms } from "./load-variation-forms.ts";
import { MAX_REMEMBERED_ORDER, rememberedAnchors, rememberedOrder, rememberedTotal } from "./listing-memory.ts";
import { countTable, findTableBrowsePage, findTableOrderedIds, findTableSearchPage, narrowsByTerm, type TableFilter } from "./product-table.repository.ts";
import { loadProductSummaries } from "./product-summaries.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";

// One page of the product table: the products matching the shopper's search and filters, sorted
// and paged in the database, with what the table's columns show and the filters' counts.

/**
 * How many products' table columns are kept per database (kept-per-product.ts): about half a KB
 * each, so about 1 MB.
 */
export const KEPT_TABLE_EXTRAS = 2000;
const keptTableExtras = keptPerProduct<ProductTableExtras>({ max: KEPT_TABLE_EXTRAS });

/** WooCommerce's visibility rules, as the shop grid's (list-products.ts). */
const SHOP_VISIBILITIES = ["visible", "catalog"] as const;
const SEARCH_VISIBILITIES = ["visible", "search"] as const;

/** The query's slugs as ids; null when one names no term, so nothing can match. */
function resolveFilter(query: ProductTableQuery, terms: TableTerms): TableFilter | null {
  const searchWords = splitSearchWords(query.search);
  let categoryIds: number[] | null = null;
  if (query.category !== null) {
    const root = terms.categoryLinks.find((c) => c.slug === query.category);
    if (!root) return null;
    categoryIds = collectDescendantIds(terms.categoryLinks, root.id);
  }
  let tagId: number | null = null;
  if (query.tag !== null) {
    tagId = terms.tagIds.get(query.tag) ?? null;
    if (tagId === null) return null;
  }
  const attributeTerms: { attributeId: number; termSlug: string }[] = [];
  for (const [slug, termSlug] of Object.entries(query.attributes)) {
    const attributeId = terms.attributeIds.get(slug);
    if (attributeId === undefined) return null;
    attributeTerms.push({ attributeId, termSlug });
  }
  const searching = searchWords.length > 0;
  return {
    visibilities: searching ? SEARCH_VISIBILITIES : SHOP_VISIBILITIES,
    categoryIds,
    tagId,
    searchWords,
    searchPhrase: searching ? searchPhraseOf(query.search) : null,
    attributeTerms,
  };
}

/**
 * The total for a table filtered by at most one term (or none), from the cached counts: counting
 * every listed product on each page costs more than the page itself (tens of milliseconds at
 * 100,000 on PostgreSQL). The counts are exact: they are re-read whenever a product changes.
 */
function knownTotal(query: ProductTableQuery, terms: TableTerms): number | null {
  const attributeFilters = Object.entries(query.attributes);
  const filters = (query.category === null ? 0 : 1) + (query.tag === null ? 0 : 1) + attributeFilters.length;
  if (query.search.trim() !== "" || filters > 1) return null;
  if (filters === 0) return terms.listedCount;
  const { facets } = terms;
  if (query.category !== null) return facets.categories.find((c) => c.slug === query.category)?.count ?? null;
  if (query.tag !== null) return facets.tags.find((t) => t.slug === query.tag)?.count ?? null;
  const [attribute, term] = attributeFilters[0] ?? [];
  return facets.attributes.find((a) => a.slug === attribute)?.options.find((o) => o.slug === term)?.count ?? null;
}

/**
 * A page of the table and its total, from what this catalogue version has already read (decision
 * 052): a search's matches and a category's, tag's or term's products in order, as the shop's
 * listings keep them; the whole table's pages from their anchors and its count.
 */
async function findTablePage(db: CatalogDb, filter: TableFilter, query: ProductTableQuery, offset: number, terms: TableTerms): Promise<{ ids: number[]; total: number }> {
  const key = JSON.stringify(["table", filter, query.sort, query.direction]);
  const searching = filter.searchWords.length > 0;
  if (searching || narrowsByTerm(filter)) {
    const ordered = await rememberedOrder(terms, key, () => findTableOrderedIds(db, filter, query.sort, query.direction, MAX_REMEMBERED_ORDER));
    if (ordered !== null) return { ids: Array.from(ordered.subarray(offset, offset + query.pageLength)), total: ordered.length };
    if (searching) return findTableSearchPage(db, filter, query.sort, query.direction, offset, query.pageLength);
  }
  const [total, ids] = await Promise.all([
    knownTotal(query, terms) ?? rememberedTotal(terms, JSON.stringify(["table", filter]), () => countTable(db, filter)),
    findTableBrowsePage(db, filter, query.sort, query.direction, offset, query.pageLength, rememberedAnchors(terms, key)),
  ]);
  return { ids, total };
}

export async function listProductTable(db: Kysely<Database>, query: ProductTableQuery, now: Date, shown: ShownPrice): Promise<ProductTablePage> {
  const terms = await getProductTableTerms(db, now.getTime());
  const filter = resolveFilter(query, terms);
  if (filter === null) return { rows: [], total: 0, page: query.page, pageCount: 1, facets: terms.facets };
  const own = catalogDb(db);
  const offset = (query.page - 1) * query.pageLength;
  const { ids, total } = await findTablePage(own, filter, query, offset, terms);
  const [summaries, extras] = await Promise.all([loadProductSummaries(own, ids, now), keptTableExtras(own, ids, loadTableExtras)]);
  // The variable rows' dropdowns: their variations as entered (buildVariationData shows them), for all rows at once.
  const parents = summaries.flatMap((summary) => {
    const extra = extras.get(summary.id);
    return extra ? [{ ...summary, weight: extra.weight, dimensions: extra.dimensions }] : [];
  });
  const forms = await loadVariationForms(own, parents, now, shown);
  const rows = summaries.flatMap((summary): ProductTableRow[] => {
    const extra = extras.get(summary.id);
    return extra ? [{ product: showSummaryPrices(summary, shown), extras: extra, variationForm: forms.get(summary.id) ?? null }] : [];
  });
  return { rows, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / query.pageLength)), facets: terms.facets };
}
