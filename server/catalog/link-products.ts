import type { Kysely } from "kysely";
import type { LinkKind } from "./catalog.ts";
import type { Database } from "../db/schema.ts";
import { groupedParentIds, refreshPriceRange } from "./product.write.repository.ts";

// Upsells, cross-sells and a grouped product's children point at other products by SKU or slug.
// They are set in their own step so an import can link products that appear later in the file.

export interface ProductLinkRefs {
  upsells: string[];
  crossSells: string[];
  groupedProducts: string[];
}

export interface LinkProductsResult {
  changed: boolean;
  /** One line per reference that matches no product. */
  warnings: string[];
}

const KIND_OF: Record<keyof ProductLinkRefs, LinkKind> = { upsells: "upsell", crossSells: "cross_sell", groupedProducts: "grouped" };

/** Replaces the product's links; runs inside the caller's transaction when given one. */
export async function linkProducts(db: Kysely<Database>, productId: number, refs: ProductLinkRefs, now: Date = new Date()): Promise<LinkProductsResult> {
  const warnings: string[] = [];
  const wanted: { kind: LinkKind; linked_product_id: number; position: number }[] = [];
  for (const field of Object.keys(KIND_OF) as (keyof ProductLinkRefs)[]) {
    const kind = KIND_OF[field];
    const seen = new Set<number>();
    for (const ref of refs[field]) {
      const target = await resolveProductRef(db, ref);
      if (target === undefined) {
        warnings.push(`${field}: no product with SKU or slug "${ref}"`);
        continue;
      }
      if (target === productId || seen.has(target)) continue;
      seen.add(target);
      wanted.push({ kind, linked_product_id: target, position: wanted.filter((w) => w.kind === kind).length });
    }
  }
  const current = await db.selectFrom("product_links").select(["kind", "linked_product_id", "position"]).where("product_id", "=", productId).execute();
  const key = (rows: { kind: string; linked_product_id: number; position: number }[]) =>
    JSON.stringify(rows.map((r) => `${r.kind}:${r.position}:${r.linked_product_id}`).sort());
  if (key(current) === key(wanted)) return { changed: false, warnings };

  await db.deleteFrom("product_links").where("product_id", "=", productId).execute();
  if (wanted.length > 0) await db.insertInto("product_links").values(wanted.map((w) => ({ product_id: productId, ...w }))).execute();
  await refreshPriceRange(db, productId, now);
  for (const parentId of await groupedParentIds(db, productId)) await refreshPriceRange(db, parentId, now);
  return { changed: true, warnings };
}

/** A product id by SKU first, then by slug. */
export async function resolveProductRef(db: Kysely<Database>, ref: string): Promise<number | undefined> {
  const value = ref.trim();
  if (value === "") return undefined;
  const bySku = await db.selectFrom("products").select("id").where("sku", "=", value).executeTakeFirst();
  if (bySku) return bySku.id;
  const bySlug = await db.selectFrom("products").select("id").where("slug", "=", value).executeTakeFirst();
  return bySlug?.id;
}
