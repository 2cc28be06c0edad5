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
