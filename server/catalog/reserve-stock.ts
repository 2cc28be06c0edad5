import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { giveBackStock, takeStock, touchProducts } from "./stock.repository.ts";
import { catalogDb } from "./catalog-db.ts";

// Stock for orders (issue 9): taken in the same transaction that creates the order, given back
// when an unpaid order expires, or an order is cancelled or refunded with restocking.

export interface StockItem {
  productId: number;
  variationId: number | null;
  quantity: number;
}

export type StockOutcome = { ok: true } | { ok: false; shortOf: StockItem };

/**
 * Takes every item's quantity, or reports the first item there is too little of (the caller
 * rolls the transaction back, so earlier items are given back with it).
 */
export async function takeStockForOrder(trx: Kysely<Database>, items: readonly StockItem[], now: Date): Promise<StockOutcome> {
  for (const item of items) {
    const taken = item.variationId === null ? await takeStock(catalogDb(trx), "products", item.productId, item.quantity) : await takeStock(catalogDb(trx), "variations", item.variationId, item.quantity);
    if (!taken) return { ok: false, shortOf: item };
  }
  await touchProducts(catalogDb(trx), items.map((i) => i.productId), now.toISOString());
  return { ok: true };
}

export async function giveBackStockOfOrder(trx: Kysely<Database>, items: readonly StockItem[], now: Date): Promise<void> {
  for (const item of items) {
    if (item.quantity <= 0) continue;
    if (item.variationId === null) await giveBackStock(catalogDb(trx), "products", item.productId, item.quantity);
    else await giveBackStock(catalogDb(trx), "variations", item.variationId, item.quantity);
  }
  await touchProducts(catalogDb(trx), items.map((i) => i.productId), now.toISOString());
}
