import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, ProductsTable, VariationsTable } from "../db/schema.ts";
import { isVariableType, type Image } from "./catalog.ts";
import { getPurchasableDetails } from "./purchasable-details-cache.ts";
import type { VariationAttributeDefinition } from "./purchasable-details.repository.ts";
import { toProductType } from "./product-summary.repository.ts";
import { PRICE_AND_STOCK_COLUMNS } from "./sellable-row.repository.ts";

// What the cart needs to know about the products and variations in it, for many lines at once:
// product and variation rows (price, stock, status) read fresh every time, in one query, and the
// rest from the details cache.

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

const VARIATION_PREFIX = "v_";

/**
 * Products with the asked-for variations of theirs joined on: one round trip where two queries
 * would take two (on PostgreSQL each statement is a round trip, and an add to cart makes many).
 * A variation that is not one of the asked-for products' is not returned.
 */
async function readRows(db: Kysely<Database>, productIds: readonly number[], variationIds: readonly number[]): Promise<{ products: PurchasableProductRow[]; variations: PurchasableVariationRow[] }> {
  if (productIds.length === 0) return { products: [], variations: [] };
  if (variationIds.length === 0) {
    return { products: await db.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "in", [...productIds]).execute(), variations: [] };
  }
  const columns = sql.join([
    ...PRODUCT_COLUMNS.map((c) => sql.ref(`p.${c}`)),
    ...VARIATION_COLUMNS.map((c) => sql`${sql.ref(`v.${c}`)} as ${sql.id(VARIATION_PREFIX + c)}`),
  ]);
  const joined = await sql<Record<string, unknown>>`
    select ${columns} from products p
    left join variations v on v.product_id = p.id and v.id in (${sql.join([...variationIds])})
    where p.id in (${sql.join([...productIds])})
  `.execute(db);
  const products = new Map<number, PurchasableProductRow>();
  const variations: PurchasableVariationRow[] = [];
  for (const row of joined.rows) {
    const product = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, row[c]])) as PurchasableProductRow;
    products.set(product.id, product);
    if (row[`${VARIATION_PREFIX}id`] === null) continue;
    variations.push(Object.fromEntries(VARIATION_COLUMNS.map((c) => [c, row[VARIATION_PREFIX + c]])) as PurchasableVariationRow);
  }
  return { products: [...products.values()], variations };
}

export async function loadPurchasableRows(
  db: Kysely<Database>,
  productIds: readonly number[],
  variationIds: readonly number[],
): Promise<PurchasableRows> {
  const pIds = [...new Set(productIds)];
  const vIds = [...new Set(variationIds)];
  const { products: productRows, variations: variationRows } = await readRows(db, pIds, vIds);
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
