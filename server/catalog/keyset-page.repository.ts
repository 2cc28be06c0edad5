import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { CatalogTables } from "../db/schema.ts";
import type { PageAnchors } from "./page-anchors.ts";
import { atOrAfter, orderBySortTerms, type SortTerm } from "./sort-terms.ts";

// One page of a browsed listing (no search) by keyset: from the nearest anchor at or before the
// page (page-anchors.ts), the page query seeks through the sort index and skips only the rows
// between the anchor and the page. The rows are the same as the plain OFFSET query's: the seek
// condition is "at or after the anchor's row" in exactly the page's order (sort-terms.ts), and
// every order ends with the product id, so no two rows tie.

/**
 * Ids of the `limit` rows from `offset` of `filtered` (a products query with its filter applied)
 * in `terms` order. The rows read become anchors for the next pages. Without anchors the page is
 * read by its offset: for an order written to keep the sort indexes out (a category's or tag's
 * rows are found through the link table and sorted), a seek would only shorten that sort, and
 * PostgreSQL planned such a query differently (in parallel) for no gain.
 */
export async function findKeysetPage<O>(
  filtered: SelectQueryBuilder<CatalogTables, "products", O>,
  terms: readonly SortTerm[],
  offset: number,
  limit: number,
  anchors: PageAnchors | null,
): Promise<number[]> {
  const read = (query: SelectQueryBuilder<CatalogTables, "products", O>, skip: number, take = limit): Promise<Record<string, unknown>[]> =>
    orderBySortTerms(query.select("products.id").select(terms.map((term, i) => term.expression.as(`k${i}`))), terms)
      .limit(take)
      .offset(skip)
      .execute();
  const anchor = anchors?.nearest(offset) ?? null;
  const seek = anchor && anchor.position > 0 ? atOrAfter(terms, anchor.key) : null;
  let rows: Record<string, unknown>[];
  if (!anchor || !seek) rows = await read(filtered, offset);
  else {
    rows = await read(filtered.where(seek), offset - anchor.position);
    const [first] = terms;
    if (rows.length < limit && first?.nullsLast === true && anchor.key[0] !== null) {
      rows = [...rows, ...(await readUnvalued(filtered, first, seek, anchor.position, offset, rows.length, limit, read))];
    }
  }
  const remember = (row: Record<string, unknown> | undefined, position: number): void => {
    if (row) anchors?.remember({ position, key: terms.map((_, i) => row[`k${i}`]) });
  };
  remember(rows[0], offset);
  remember(rows[rows.length - 1], offset + rows.length - 1);
  return rows.map((row) => Number(row.id));
}

/**
 * The rest of a page that a seek from a row with a value came back short of: a comparison with
 * NULL is not true, so the seek left out the rows without a value, which sort after every other.
 */
async function readUnvalued<O>(
  filtered: SelectQueryBuilder<CatalogTables, "products", O>,
  first: SortTerm,
  seek: Expression<SqlBool>,
  anchorPosition: number,
  offset: number,
  found: number,
  limit: number,
  read: (query: SelectQueryBuilder<CatalogTables, "products", O>, skip: number, take: number) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, unknown>[]> {
  const unvalued = filtered.where(sql<SqlBool>`${first.expression} is null`);
  // The page ran past the valued rows: the rest of it is the first rows without a value.
  if (found > 0) return read(unvalued, 0, limit - found);
  // The page starts among them, which start after the valued rows from the anchor on (counted:
  // an index range from the anchor, never more than an offset read from the start would walk).
  const valued = await filtered.where(seek).select((eb) => eb.fn.countAll().as("valued")).executeTakeFirstOrThrow();
  return read(unvalued, Math.max(0, offset - anchorPosition - Number(valued.valued)), limit);
}
