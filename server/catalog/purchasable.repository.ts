import type { Kysely, Selectable } from "kysely";
import type { Database, ProductsTable, VariationsTable } from "../db/schema.ts";
import type { AttributeOption, Image } from "./catalog.ts";
import { loadImages } from "./image.repository.ts";
import { toProductType } from "./product-summary.repository.ts";
import { parseAttributeOptions } from "./sellable-row.repository.ts";

// What the cart needs to know about the products and variations in it, for many lines at once,
// in a fixed number of queries (products, variations, their attributes, categories, images).

export type PurchasableProductRow = Selectable<ProductsTable>;
export type PurchasableVariationRow = Selectable<VariationsTable>;

export interface VariationAttributeDefinition {
  key: string;
  name: string;
  options: AttributeOption[];
}

export interface PurchasableRows {
  products: Map<number, PurchasableProductRow>;
  variations: Map<number, PurchasableVariationRow>;
  /** variation id → attribute key → option slug ("" = any). */
  variationValues: Map<number, Record<string, string>>;
  /** product id → attributes used for variations, in display order. */
  variationAttributes: Map<number, VariationAttributeDefinition[]>;
  categoryIds: Map<number, number[]>;
  images: Map<number, Image>;
}

export async function loadPurchasableRows(
  db: Kysely<Database>,
  productIds: readonly number[],
  variationIds: readonly number[],
): Promise<PurchasableRows> {
  const pIds = [...new Set(productIds)];
  const vIds = [...new Set(variationIds)];
  const [productRows, variationRows, valueRows, attributeRows, categoryRows] = await Promise.all([
    pIds.length === 0 ? [] : db.selectFrom("products").selectAll().where("id", "in", pIds).execute(),
    vIds.length === 0 ? [] : db.selectFrom("variations").selectAll().where("id", "in", vIds).execute(),
    vIds.length === 0 ? [] : db.selectFrom("variation_attributes").selectAll().where("variation_id", "in", vIds).execute(),
    pIds.length === 0
      ? []
      : db
          .selectFrom("product_attributes")
          .select(["product_id", "slug", "name", "options"])
          .where("product_id", "in", pIds)
          .where("used_for_variations", "=", 1)
          .orderBy("position")
          .orderBy("id")
          .execute(),
    pIds.length === 0 ? [] : db.selectFrom("product_categories").selectAll().where("product_id", "in", pIds).execute(),
  ]);
  const imageIds = [...productRows, ...variationRows].flatMap((r) => (r.image_id === null ? [] : [r.image_id]));
  const images = await loadImages(db, imageIds);

  const variationValues = new Map<number, Record<string, string>>();
  for (const row of valueRows) {
    const values = variationValues.get(row.variation_id) ?? {};
    values[row.slug] = row.value;
    variationValues.set(row.variation_id, values);
  }
  const variationAttributes = new Map<number, VariationAttributeDefinition[]>();
  for (const row of attributeRows) {
    // Only variable products ask for choices; a simple product's attributes are just information.
    const product = productRows.find((p) => p.id === row.product_id);
    if (!product || !["variable", "variable-subscription"].includes(toProductType(product.type))) continue;
    const list = variationAttributes.get(row.product_id) ?? [];
    list.push({ key: row.slug, name: row.name, options: parseAttributeOptions(row.options) });
    variationAttributes.set(row.product_id, list);
  }
  const categoryIds = new Map<number, number[]>();
  for (const row of categoryRows) categoryIds.set(row.product_id, [...(categoryIds.get(row.product_id) ?? []), row.category_id]);

  return {
    products: new Map(productRows.map((r) => [r.id, r])),
    variations: new Map(variationRows.map((r) => [r.id, r])),
    variationValues,
    variationAttributes,
    categoryIds,
    images,
  };
}
