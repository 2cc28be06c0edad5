import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { CatalogTables } from "../db/schema.ts";

// A listing's order as data. The ORDER BY of a page and the seek condition of a keyset page
// (keyset-page.repository.ts) are built from the same terms, so the two cannot disagree.

export interface SortTerm {
  /**
   * A column, or an expression over one ("+ 0", "|| ''") where the order keeps an index out on
   * purpose (listing.repository.ts applyOrder): the seek compares the same expression, so it
   * brings no index back either.
   */
  expression: RawBuilder<unknown>;
  direction: "asc" | "desc";
  /** Rows without a value come last either way (SQLite and PostgreSQL disagree on NULL placement). */
  nullsLast?: boolean;
}

export function orderBySortTerms<O>(
  query: SelectQueryBuilder<CatalogTables, "products", O>,
  terms: readonly SortTerm[],
): SelectQueryBuilder<CatalogTables, "products", O> {
  return terms.reduce(
    (q, term) =>
      q.orderBy(term.expression, (o) => {
        const directed = term.direction === "asc" ? o.asc() : o.desc();
        return term.nullsLast === true ? directed.nullsLast() : directed;
      }),
    query,
  );
}

/**
 * The rows at or after the one whose sort values are `key`, written as one row-value comparison
 * (`(a, b, id) >= (?, ?, ?)`), which SQLite and PostgreSQL both start an index range from.
 * A comparison with NULL is not true, so for a key with a value in a nullable leading term this
 * leaves out the rows without one, which come after every other: the caller reads a page that
 * reaches them by its offset instead. Null when a seek cannot express the order: terms in mixed
 * directions, or a nullable term after the first.
 */
export function atOrAfter(terms: readonly SortTerm[], key: readonly unknown[]): RawBuilder<SqlBool> | null {
  const [first, ...rest] = terms;
  if (!first || key.length !== terms.length) return null;
  if (terms.some((term) => term.direction !== first.direction) || rest.some((term) => term.nullsLast === true)) return null;
  const operator = sql.raw(first.direction === "asc" ? ">=" : "<=");
  const compare = (some: readonly SortTerm[], values: readonly unknown[]): RawBuilder<SqlBool> =>
    sql<SqlBool>`(${sql.join(some.map((term) => term.expression))}) ${operator} (${sql.join(values)})`;
  if (key[0] !== null) return compare(terms, key);
  if (first.nullsLast !== true) return null;
  // The rows without a value, ordered by the remaining terms.
  const withoutValue = sql<SqlBool>`${first.expression} is null`;
  return rest.length === 0 ? withoutValue : sql<SqlBool>`${withoutValue} and ${compare(rest, key.slice(1))}`;
}
