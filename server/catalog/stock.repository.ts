import { sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";

// Stock moves for orders: each is one conditional UPDATE, so two orders for the last unit cannot
// both succeed, on PostgreSQL (the row lock makes the second re-check its WHERE) and on SQLite
// (writes are serialised). Products and variations share the stock columns.

export type SellableTable = "products" | "variations";

/**
 * Takes `quantity` from a row that manages its stock, unless that would go below zero and
 * backorders are not allowed. Returns false when the row manages stock and has too little.
 * A row that does not manage stock is left alone (true).
 */
export async function takeStock(db: CatalogDb, table: SellableTable, id: number, quantity: number): Promise<boolean> {
  const result = await sql`
    update ${sql.table(table)}
       set stock_quantity = stock_quantity - ${quantity},
           stock_status = case
             when stock_quantity - ${quantity} > 0 then 'instock'
             when backorders = 'no' then 'outofstock'
             else 'onbackorder' end
     where id = ${id} and manage_stock = 1 and stock_quantity is not null
       and (backorders <> 'no' or stock_quantity >= ${quantity})
  `.execute(db);
  if (Number(result.numAffectedRows ?? 0) === 1) return true;
  const row = await db.selectFrom(table).select(["manage_stock", "stock_quantity"]).where("id", "=", id).executeTakeFirst();
  return row !== undefined && (row.manage_stock !== 1 || row.stock_quantity === null);
}

/** Gives `quantity` back to a row that manages its stock (a cancelled or refunded order). */
export async function giveBackStock(db: CatalogDb, table: SellableTable, id: number, quantity: number): Promise<void> {
  await sql`
    update ${sql.table(table)}
       set stock_quantity = stock_quantity + ${quantity},
           stock_status = case
             when stock_quantity + ${quantity} > 0 then 'instock'
             when backorders = 'no' then 'outofstock'
             else 'onbackorder' end
     where id = ${id} and manage_stock = 1 and stock_quantity is not null
  `.execute(db);
}

/** Marks products changed, so cached pages and cached details showing their stock are renewed. */
export async function touchProducts(db: CatalogDb, productIds: readonly number[], now: string): Promise<void> {
  if (productIds.length === 0) return;
  await db.updateTable("products").set({ updated_at: now }).where("id", "in", [...new Set(productIds)]).execute();
}
