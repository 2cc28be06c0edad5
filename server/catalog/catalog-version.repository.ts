import { sql } from "kysely";
import type { CatalogDb } from "./catalog-db.ts";

/**
 * A fingerprint of the products a catalogue page shows: the newest product change and the product
 * count. Each part is an indexed max() or count.
 */
export async function readCatalogFingerprint(db: CatalogDb): Promise<string> {
  const row = await sql<{ products: string | null; count: number | string }>`
    select (select max(updated_at) from products) as products, (select count(*) from products) as count
  `.execute(db);
  const first = row.rows[0];
  return first ? [first.products, first.count].map((v) => String(v ?? "")).join("|") : "";
}

/** The newest product change alone: an indexed max(), cheap enough to read on every request. */
export async function readNewestProductChange(db: CatalogDb): Promise<string> {
  const row = await db.selectFrom("products").select((eb) => eb.fn.max("updated_at").as("newest")).executeTakeFirst();
  return String(row?.newest ?? "");
}

/** How many products there are, of any status: a count over every row, so read it sparingly. */
export async function countAllProducts(db: CatalogDb): Promise<number> {
  const row = await db.selectFrom("products").select((eb) => eb.fn.countAll().as("count")).executeTakeFirst();
  return Number(row?.count ?? 0);
}
