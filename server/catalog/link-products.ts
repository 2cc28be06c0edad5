import type { Kysely } from "kysely";
import type { LinkKind } from "./catalog.ts";
import type { Database } from "../db/schema.ts";
import { findProductId, groupedParentIds, loadProductLinks, refreshPriceRange, replaceProductLinks } from "./product.write.repository.ts";
import { catalogDb } from "./catalog-db.ts";

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
  const own = catalogDb(db);
  const current = await loadProductLinks(own, productId);
  const key = (rows: { kind: string; linked_product_id: number; position: number }[]) =>
    JSON.stringify(rows.map((r) => `${r.kind}:${r.position}:${r.linked_product_id}`).sort());
  if (key(current) === key(wanted)) return { changed: false, warnings };

  await replaceProductLinks(own, productId, wanted);
  await refreshPriceRange(own, productId, now);
  for (const parentId of await groupedParentIds(own, productId)) await refreshPriceRange(own, parentId, now);
  return { changed: true, warnings };
}

/** A product id by SKU first, then by slug. */
export async function resolveProductRef(db: Kysely<Database>, ref: string): Promise<number | undefined> {
  const value = ref.trim();
  if (value === "") return undefined;
  const own = catalogDb(db);
  return (await findProductId(own, "sku", value))?.id ?? (await findProductId(own, "slug", value))?.id;
}
