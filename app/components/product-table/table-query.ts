import { z } from "zod";
import {
  DEFAULT_PRODUCT_TABLE_PAGE_LENGTH,
  PRODUCT_TABLE_PAGE_LENGTHS,
  PRODUCT_TABLE_SORT_KEYS,
  type ProductTableQuery,
  type ProductTableSortKey,
  type SortDirection,
} from "../../../server/catalog/product-table.ts";
import { isOneOf } from "../../../server/parse-enum.ts";

// The table's state lives in the URL, so a link or a reload shows the same table:
//   ?s=hoodie&category=clothing&tag=winter&filter_color=blue&orderby=price&order=desc&paged=3&length=50
// plus the product-table plugin's persisted parameters (spec §9): hide_form, post_type, s, term,
// taxonomy, lang. Whatever a visitor types there is normalised, never an error: an unknown sort
// falls back to the default, a bad number to 1, an over-long search is cut, a malformed slug is
// dropped.

export const DEFAULT_SORT: ProductTableSortKey = "name";
export const DEFAULT_DIRECTION: SortDirection = "asc";
/** The shop's own search box cuts a search to this length (archive-query.ts). */
export const MAX_SEARCH_LENGTH = 200;
/** More attribute filters than a shop has attributes only costs queries. */
export const MAX_ATTRIBUTE_FILTERS = 10;
/** WooCommerce's layered navigation names an attribute filter `filter_<attribute>`. */
export const ATTRIBUTE_FILTER_PREFIX = "filter_";
/** Beyond this a page number is hostile, not a shopper's: it is read as page 1. */
const MAX_PAGE = 1_000_000;

const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/);
const page = z.coerce.number().int().min(1).max(MAX_PAGE);

/** The §9 parameters carried on every link of the table: kept as given when they look sane. */
export interface PersistedParams {
  hide_form: string | null;
  post_type: string | null;
  term: string | null;
  taxonomy: string | null;
  lang: string | null;
}
export const PERSISTED_KEYS = ["hide_form", "post_type", "term", "taxonomy", "lang"] as const satisfies readonly (keyof PersistedParams)[];

const persistedSchemas: Record<keyof PersistedParams, z.ZodType<string>> = {
  hide_form: z.enum(["0", "1"]),
  post_type: slug,
  term: slug,
  taxonomy: slug,
  lang: z.string().regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/),
};

export interface TableState {
  query: ProductTableQuery;
  persisted: PersistedParams;
  /** The explicit filter parameters (not those implied by taxonomy/term), for links and the form. */
  explicit: { category: string | null; tag: string | null; attributes: Record<string, string> };
}

function parsed<T>(schema: z.ZodType<T>, value: string | null): T | null {
  if (value === null) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

function attributeFilters(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(ATTRIBUTE_FILTER_PREFIX) || Object.keys(filters).length >= MAX_ATTRIBUTE_FILTERS) continue;
    const attribute = parsed(slug, key.slice(ATTRIBUTE_FILTER_PREFIX.length));
    const term = parsed(slug, value);
    if (attribute !== null && term !== null && !(attribute in filters)) filters[attribute] = term;
  }
  return filters;
}

/** The plugin's `taxonomy` + `term` preselect a filter; an explicit filter of the same kind wins. */
function withTaxonomyTerm(explicit: TableState["explicit"], persisted: PersistedParams): Pick<ProductTableQuery, "category" | "tag" | "attributes"> {
  const { taxonomy, term } = persisted;
  const result = { category: explicit.category, tag: explicit.tag, attributes: { ...explicit.attributes } };
  if (taxonomy === null || term === null) return result;
  if (taxonomy === "product_cat") result.category ??= term;
  else if (taxonomy === "product_tag") result.tag ??= term;
  else if (taxonomy.startsWith("pa_")) result.attributes[taxonomy.slice(3)] ??= term;
  return result;
}

export function parseTableQuery(params: URLSearchParams): TableState {
  const persisted = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, parsed(persistedSchemas[key], params.get(key))])) as unknown as PersistedParams;
  const explicit = { category: parsed(slug, params.get("category")), tag: parsed(slug, params.get("tag")), attributes: attributeFilters(params) };
  const sortParam = params.get("orderby") ?? "";
  const lengthParam = Number(params.get("length"));
  return {
    query: {
      search: (params.get("s") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
      ...withTaxonomyTerm(explicit, persisted),
      sort: isOneOf(PRODUCT_TABLE_SORT_KEYS, sortParam) ? sortParam : DEFAULT_SORT,
      direction: params.get("order") === "desc" ? "desc" : params.get("order") === "asc" ? "asc" : DEFAULT_DIRECTION,
      page: parsed(page, params.get("paged")) ?? 1,
      pageLength: PRODUCT_TABLE_PAGE_LENGTHS.find((length) => length === lengthParam) ?? DEFAULT_PRODUCT_TABLE_PAGE_LENGTH,
    },
    persisted,
    explicit,
  };
}

/** Every parameter of the state except those named, defaults left out: for links and hidden fields. */
export function stateParams(state: TableState, omit: readonly string[] = []): [string, string][] {
  const { query, persisted, explicit } = state;
  const entries: [string, string | null][] = [
    ["s", query.search || null],
    ["category", explicit.category],
    ["tag", explicit.tag],
    ...Object.entries(explicit.attributes).map(([attribute, term]): [string, string] => [`${ATTRIBUTE_FILTER_PREFIX}${attribute}`, term]),
    ["orderby", query.sort === DEFAULT_SORT && query.direction === DEFAULT_DIRECTION ? null : query.sort],
    ["order", query.sort === DEFAULT_SORT && query.direction === DEFAULT_DIRECTION ? null : query.direction],
    ["paged", query.page > 1 ? String(query.page) : null],
    ["length", query.pageLength === DEFAULT_PRODUCT_TABLE_PAGE_LENGTH ? null : String(query.pageLength)],
    ...PERSISTED_KEYS.map((key): [string, string | null] => [key, persisted[key]]),
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== null && !omit.includes(entry[0]));
}

/** The table's URL with some of its query changed (a sort, a page, a length). */
export function tableHref(basePath: string, state: TableState, change: Partial<Pick<ProductTableQuery, "sort" | "direction" | "page" | "pageLength">>): string {
  const next: TableState = { ...state, query: { ...state.query, ...change } };
  const search = new URLSearchParams(stateParams(next)).toString();
  return search ? `${basePath}?${search}` : basePath;
}
