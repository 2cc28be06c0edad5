import type { Kysely, Selectable } from "kysely";
import type { Database, ProductsTable, VariationsTable } from "../db/schema.ts";
import { isVariableType, type Image } from "./catalog.ts";
import { getPurchasableDetails } from "./purchasable-details-cache.ts";
import type { VariationAttributeDefinition } from "./purchasable-details.repository.ts";
import { toProductType } from "./product-summary.repository.ts";
import { PRICE_AND_STOCK_COLUMNS } from "./sellable-row.repository.ts";

// What the cart needs to know about the products and variations in it, for many lines at once:
// product and variation rows (price, stock, status) read fresh every time, in two queries, and
// the rest from the details cache.

export type { VariationAttributeDefinition } from "./purchasable-details.repository.ts";
// Only the columns the cart reads: a product row's descriptions can run to kilobytes.
const PRODUCT_COLUMNS = [
  "id", "type", "status", "name", "slug", "image_id", "updated_at",
  "sold_individually", "min_quantity", "max_quantity", ...PRICE_AND_STOCK_COLUMNS,
] as const satisfies readonly (keyof ProductsTable)[];
const VARIATION_COLUMNS = [
  "id", "product_id", "enabled", "purchasable", "image_id",
  "sold_individually", "min_quantity", "max_quantity", ...PRICE_AND_STOCK_COLUMNS,
] as const satisfies readonly (keyof VariationsTable)[];

export type PurchasableProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;
export type PurchasableVariationRow = Pick<Selectable<VariationsTable>, (typeof VARIATION_COLUMNS)[number]>;

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
  const [productRows, variationRows] = await Promise.all([
    pIds.length === 0 ? [] : db.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "in", pIds).execute(),
    vIds.length === 0 ? [] : db.selectFrom("variations").select(VARIATION_COLUMNS).where("id", "in", vIds).execute(),
  ]);
  const details = await getPurchasableDetails(
    db,
    productRows.map((product) => {
      const variations = variationRows.filter((v) => v.product_id === product.id);
      return {
        id: product.id,
        updated_at: product.updated_at,
        image_id: product.image_id,
        isVariable: isVariableType(toProductType(product.type)),
        imageIds: [product, ...variations].flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
        variationIds: variations.map((v) => v.id),
      };
    }),
  );

  const rows: PurchasableRows = {
    products: new Map(productRows.map((r) => [r.id, r])),
    variations: new Map(variationRows.map((r) => [r.id, r])),
    variationValues: new Map(),
    variationAttributes: new Map(),
    categoryIds: new Map(),
    images: new Map(),
  };
  for (const [productId, found] of details) {
    rows.variationAttributes.set(productId, found.variationAttributes);
    rows.categoryIds.set(productId, found.categoryIds);
    for (const [id, image] of found.images) rows.images.set(id, image);
  }
  for (const variation of variationRows) {
    const values = details.get(variation.product_id)?.variationValues.get(variation.id);
    if (values) rows.variationValues.set(variation.id, values);
  }
  return rows;
}
