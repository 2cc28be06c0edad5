import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import { groupedParentIds, refreshPriceRange } from "./product.write.repository.ts";
import { listSaleWindows, stampProductChanged } from "./sale-window.repository.ts";
import { saleBoundaryCrossed } from "./sale-window.ts";
import { catalogDb } from "./catalog-db.ts";

/**
 * For a scheduled job: products whose (or whose variations') sale started or ended since the last
 * refresh get their stored price range recomputed and a new updated_at, so listings sort and
 * filter on the price shoppers pay and the page cache drops pages showing the old one. Grouped
 * products containing them follow, after their children. `since` null means "never refreshed".
 */
export async function refreshScheduledSalePrices(db: Kysely<Database>, interval: { since: Date | null; now: Date }): Promise<{ refreshed: number }> {
  const crossed = new Set(
    (await listSaleWindows(catalogDb(db))).filter((window) => saleBoundaryCrossed(window, interval.since, interval.now)).map((window) => window.productId),
  );
  const parents = new Set<number>();
  for (const productId of crossed) {
    for (const parentId of await groupedParentIds(catalogDb(db), productId)) if (!crossed.has(parentId)) parents.add(parentId);
  }
  for (const productId of [...crossed, ...parents]) {
    await inTransaction(db, async (trx) => {
      await refreshPriceRange(catalogDb(trx), productId, interval.now);
      await stampProductChanged(catalogDb(trx), productId, interval.now);
    });
  }
  return { refreshed: crossed.size + parents.size };
}
