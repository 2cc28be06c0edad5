import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { TermRef } from "./catalog.ts";
import { ancestorChain } from "./category-tree.ts";
import { findTagBySlug, loadCategories, type CategoryEntry } from "./taxonomy.repository.ts";
import { catalogDb } from "./catalog-db.ts";

// Archive pages look their term up first, so an unknown slug is a 404 before any listing query.

/**
 * Resolves a category permalink path ("clothing/hoodies"): the categories top first, or null when
 * the last slug is unknown or the path does not follow its parents. A lone slug of a child
 * category is accepted too (WooCommerce redirects it; we serve the same archive).
 */
export async function getCategoryTrail(db: Kysely<Database>, slugs: readonly string[]): Promise<CategoryEntry[] | null> {
  const last = slugs[slugs.length - 1];
  if (last === undefined) return null;
  const categories = await loadCategories(catalogDb(db));
  const leaf = categories.find((c) => c.slug === last);
  if (!leaf) return null;
  const chain = ancestorChain(categories, leaf.id);
  if (slugs.length === 1) return chain;
  const matches = chain.length === slugs.length && chain.every((c, index) => c.slug === slugs[index]);
  return matches ? chain : null;
}

export function getTagBySlug(db: Kysely<Database>, slug: string): Promise<(TermRef & { productCount: number }) | null> {
  return findTagBySlug(catalogDb(db), slug);
}
