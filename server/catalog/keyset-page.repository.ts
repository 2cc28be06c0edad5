import type { SelectQueryBuilder } from "kysely";
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
  const read = async (query: SelectQueryBuilder<CatalogTables, "products", O>, skip: number): Promise<Record<string, unknown>[]> =>
    orderBySortTerms(query.select("products.id").select(terms.map((term, i) => term.expression.as(`k${i}`))), terms)
      .limit(limit)
      .offset(skip)
      .execute();
  const anchor = anchors?.nearest(offset) ?? null;
  const seek = anchor && anchor.position > 0 ? atOrAfter(terms, anchor.key) : null;
  let rows = anchor && seek ? await read(filtered.where(seek), offset - anchor.position) : null;
  // Seeking from a row with a value leaves out the rows without one, which sort last: a short
  // page may reach them, so it is read by its offset.
  if (rows && rows.length < limit && terms[0]?.nullsLast === true) rows = null;
  rows ??= await read(filtered, offset);
  const remember = (row: Record<string, unknown> | undefined, position: number): void => {
    if (row) anchors?.remember({ position, key: terms.map((_, i) => row[`k${i}`]) });
  };
  remember(rows[0], offset);
  remember(rows[rows.length - 1], offset + rows.length - 1);
  return rows.map((row) => Number(row.id));
}
