import type { AttributeOption } from "./catalog.ts";
import { slugify } from "./slugify.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Categories, tags and global attributes are shared by many products: saving a product finds them
// by name (creating what is missing) so an import never duplicates a term.

/** Longest attribute slug WooCommerce accepts (its taxonomy names are limited to 32 with "pa_"). */
export const ATTRIBUTE_SLUG_MAX_LENGTH = 28;

/** Finds a slug not yet used in `table`, trying `base`, then `fallback`, then numbered ones. */
async function freeSlug(db: CatalogDb, table: "categories" | "tags", base: string, fallback: string | null): Promise<string> {
  const candidates = [base, ...(fallback === null ? [] : [fallback])];
  for (let n = 2; ; n++) {
    const candidate = candidates.shift() ?? `${base}-${n}`;
    const taken = await db.selectFrom(table).select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** The id of the last category of a path like ["Clothing", "Hoodies"], creating missing levels. */
export async function ensureCategoryPath(db: CatalogDb, path: string[]): Promise<number> {
  let parentId: number | null = null;
  let parentSlug: string | null = null;
  for (const rawName of path) {
    const name = rawName.trim();
    const parent: number | null = parentId;
    const found = await db
      .selectFrom("categories")
      .select(["id", "slug"])
      .where("name", "=", name)
      .where((eb) => (parent === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parent)))
      .executeTakeFirst();
    if (found) {
      parentId = found.id;
      parentSlug = found.slug;
      continue;
    }
    const base = slugify(name) || "category";
    // WordPress gives a child that shares its name with another term the slug "<name>-<parent>".
    const slug = await freeSlug(db, "categories", base, parentSlug === null ? null : `${base}-${parentSlug}`);
    const inserted = await db.insertInto("categories").values({ parent_id: parent, slug, name }).returning("id").executeTakeFirstOrThrow();
    parentId = inserted.id;
    parentSlug = slug;
  }
  if (parentId === null) throw new Error("A category path needs at least one name");
  return parentId;
}

export async function ensureTag(db: CatalogDb, rawName: string): Promise<number> {
  const name = rawName.trim();
  const slug = slugify(name) || "tag";
  const found = await db.selectFrom("tags").select("id").where((eb) => eb.or([eb("slug", "=", slug), eb("name", "=", name)])).executeTakeFirst();
  if (found) return found.id;
  const inserted = await db.insertInto("tags").values({ slug, name }).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export interface GlobalAttribute {
  attributeId: number;
  slug: string;
  options: AttributeOption[];
}

/** A global attribute with the given option names as terms; existing terms keep their slugs. */
export async function ensureGlobalAttribute(db: CatalogDb, name: string, optionNames: string[]): Promise<GlobalAttribute> {
  const slug = (slugify(name) || "attribute").slice(0, ATTRIBUTE_SLUG_MAX_LENGTH);
  let attribute = await db.selectFrom("attributes").select("id").where("slug", "=", slug).executeTakeFirst();
  attribute ??= await db.insertInto("attributes").values({ slug, name: name.trim() }).returning("id").executeTakeFirstOrThrow();
  const attributeId = attribute.id;

  const terms = await db.selectFrom("attribute_terms").select(["slug", "name", "menu_order"]).where("attribute_id", "=", attributeId).execute();
  let nextOrder = terms.reduce((max, term) => Math.max(max, term.menu_order + 1), 0);
  const options: AttributeOption[] = [];
  for (const rawOption of optionNames) {
    const optionName = rawOption.trim();
    const optionSlug = slugify(optionName) || optionName.toLowerCase();
    const term = terms.find((t) => t.slug === optionSlug || t.name.toLowerCase() === optionName.toLowerCase());
    if (term) {
      options.push({ slug: term.slug, name: term.name });
      continue;
    }
    await db.insertInto("attribute_terms").values({ attribute_id: attributeId, slug: optionSlug, name: optionName, menu_order: nextOrder++ }).execute();
    terms.push({ slug: optionSlug, name: optionName, menu_order: nextOrder - 1 });
    options.push({ slug: optionSlug, name: optionName });
  }
  return { attributeId, slug, options };
}
