import type { TermRef } from "./catalog.ts";
import type { CatalogDb } from "./catalog-db.ts";
import type { ProductTableExtras } from "./product-table.ts";
import { parseAttributeOptions, toStockInfo } from "./sellable-row.repository.ts";

// What a page of table rows shows beyond a product summary (dates, terms, attributes, weight,
// dimensions, stock), in four queries whatever the page length.

function group<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export async function loadTableExtras(db: CatalogDb, productIds: readonly number[]): Promise<Map<number, ProductTableExtras>> {
  const extras = new Map<number, ProductTableExtras>();
  if (productIds.length === 0) return extras;
  const ids = [...productIds];
  const [products, categories, tags, attributes] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "created_at", "weight", "length", "width", "height", "manage_stock", "stock_quantity", "stock_status", "backorders", "low_stock_amount"])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("product_categories")
      .innerJoin("categories", "categories.id", "product_categories.category_id")
      .select(["product_categories.product_id", "categories.id", "categories.slug", "categories.name"])
      .where("product_categories.product_id", "in", ids)
      .orderBy("categories.name")
      .execute(),
    db
      .selectFrom("product_tags")
      .innerJoin("tags", "tags.id", "product_tags.tag_id")
      .select(["product_tags.product_id", "tags.id", "tags.slug", "tags.name"])
      .where("product_tags.product_id", "in", ids)
      .orderBy("tags.name")
      .execute(),
    db
      .selectFrom("product_attributes")
      .innerJoin("attributes", "attributes.id", "product_attributes.attribute_id")
      .select(["product_attributes.product_id", "attributes.slug", "product_attributes.options"])
      .where("product_attributes.product_id", "in", ids)
      .execute(),
  ]);
  const term = (row: { id: number; slug: string; name: string }): TermRef => ({ id: row.id, slug: row.slug, name: row.name });
  const categoriesOf = group(categories, (r) => r.product_id);
  const tagsOf = group(tags, (r) => r.product_id);
  const attributesOf = group(attributes, (r) => r.product_id);
  for (const row of products) {
    const attributeNames: Record<string, string[]> = {};
    for (const attribute of attributesOf.get(row.id) ?? []) attributeNames[attribute.slug] = parseAttributeOptions(attribute.options).map((o) => o.name);
    extras.set(row.id, {
      createdAt: row.created_at,
      categories: (categoriesOf.get(row.id) ?? []).map(term),
      tags: (tagsOf.get(row.id) ?? []).map(term),
      attributes: attributeNames,
      weight: row.weight,
      dimensions: { length: row.length, width: row.width, height: row.height },
      stock: toStockInfo(row),
    });
  }
  return extras;
}
