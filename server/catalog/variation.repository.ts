import type { Selectable } from "kysely";
import type { VariationsTable } from "../db/schema.ts";
import type { VariationFlagsSource } from "./build-variation-data.ts";
import type { Variation } from "./catalog.ts";
import { loadImages } from "./image.repository.ts";
import { toDimensions, toPriceInfo, toStockInfo, toStockStatus, toSubscriptionTerms } from "./sellable-row.repository.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Variations of variable products, read side. Matching rows (id + attribute values) are loaded
// separately from full variations so the lookup of a 1,000-variation product stays light.

export async function countVariations(db: CatalogDb, productId: number): Promise<number> {
  const row = await db
    .selectFrom("variations")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("product_id", "=", productId)
    .where("enabled", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function appendTo<T>(groups: Map<number, T[]>, key: number, item: T): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, [item]);
  else group.push(item);
}

async function toVariations(db: CatalogDb, rows: Selectable<VariationsTable>[]): Promise<Variation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [attributeRows, images] = await Promise.all([
    db.selectFrom("variation_attributes").selectAll().where("variation_id", "in", ids).execute(),
    loadImages(db, rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id]))),
  ]);
  const attributesById = new Map<number, Record<string, string>>();
  for (const a of attributeRows) {
    const attributes = attributesById.get(a.variation_id) ?? {};
    attributes[a.slug] = a.value;
    attributesById.set(a.variation_id, attributes);
  }
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    attributes: attributesById.get(row.id) ?? {},
    sku: row.sku,
    description: row.description,
    price: toPriceInfo(row),
    stock: toStockInfo(row),
    enabled: row.enabled === 1,
    purchasable: row.purchasable === 1,
    soldIndividually: row.sold_individually === 1,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    weight: row.weight,
    dimensions: toDimensions(row),
    virtual: row.virtual === 1,
    downloadable: row.downloadable === 1,
    image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
    subscription: toSubscriptionTerms(row),
    menuOrder: row.menu_order,
  }));
}

/** The enabled variations of a product in menu order. */
export async function loadVariations(db: CatalogDb, productId: number): Promise<Variation[]> {
  return (await loadVariationsOf(db, [productId])).get(productId) ?? [];
}

/** The enabled variations of several products (a product table's page), each in menu order, in one query. */
export async function loadVariationsOf(db: CatalogDb, productIds: readonly number[]): Promise<Map<number, Variation[]>> {
  const byProduct = new Map<number, Variation[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("variations")
    .selectAll()
    .where("product_id", "in", [...productIds])
    .where("enabled", "=", 1)
    .orderBy("menu_order")
    .orderBy("id")
    .execute();
  for (const variation of await toVariations(db, rows)) appendTo(byProduct, variation.productId, variation);
  return byProduct;
}

/** How many enabled variations each product has (absent: none), in one query. */
export async function countVariationsOf(db: CatalogDb, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("variations")
    .select((eb) => ["product_id", eb.fn.countAll().as("count")])
    .where("product_id", "in", [...productIds])
    .where("enabled", "=", 1)
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
}

export async function loadVariation(db: CatalogDb, variationId: number): Promise<Variation | null> {
  const rows = await db.selectFrom("variations").selectAll().where("id", "=", variationId).execute();
  const [variation] = await toVariations(db, rows);
  return variation ?? null;
}

export interface VariationCandidate {
  id: number;
  menuOrder: number;
  attributes: Record<string, string>;
}

/** Enabled variations of a product with their attribute values only, in menu order. */
export async function loadVariationCandidates(db: CatalogDb, productId: number): Promise<VariationCandidate[]> {
  const rows = await db
    .selectFrom("variations")
    .leftJoin("variation_attributes", "variation_attributes.variation_id", "variations.id")
    .select(["variations.id", "variations.menu_order", "variation_attributes.slug", "variation_attributes.value"])
    .where("variations.product_id", "=", productId)
    .where("variations.enabled", "=", 1)
    .orderBy("variations.menu_order")
    .orderBy("variations.id")
    .execute();
  const byId = new Map<number, VariationCandidate>();
  for (const row of rows) {
    const candidate = byId.get(row.id) ?? { id: row.id, menuOrder: row.menu_order, attributes: {} };
    if (row.slug !== null && row.value !== null) candidate.attributes[row.slug] = row.value;
    byId.set(row.id, candidate);
  }
  return [...byId.values()];
}

/**
 * Enabled variations of a product with just what their availability flags need (attribute values,
 * flags, price, stock status), in menu order: the compact index of a product too large to embed.
 */
export async function loadVariationFlagSources(db: CatalogDb, productId: number): Promise<VariationFlagsSource[]> {
  return (await loadVariationFlagSourcesOf(db, [productId])).get(productId) ?? [];
}

/** loadVariationFlagSources for several products in one query. */
export async function loadVariationFlagSourcesOf(db: CatalogDb, productIds: readonly number[]): Promise<Map<number, VariationFlagsSource[]>> {
  const byProduct = new Map<number, VariationFlagsSource[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("variations")
    .leftJoin("variation_attributes", "variation_attributes.variation_id", "variations.id")
    .select([
      "variations.id", "variations.product_id", "variations.enabled", "variations.purchasable",
      "variations.regular_price", "variations.sale_price", "variations.sale_from", "variations.sale_to", "variations.stock_status",
      "variation_attributes.slug", "variation_attributes.value",
    ])
    .where("variations.product_id", "in", [...productIds])
    .where("variations.enabled", "=", 1)
    .orderBy("variations.menu_order")
    .orderBy("variations.id")
    .execute();
  const byId = new Map<number, VariationFlagsSource>();
  const productOf = new Map<number, number>();
  for (const row of rows) {
    productOf.set(row.id, row.product_id);
    const source = byId.get(row.id) ?? {
      id: row.id,
      attributes: {},
      enabled: row.enabled === 1,
      purchasable: row.purchasable === 1,
      price: toPriceInfo(row),
      stock: { status: toStockStatus(row.stock_status) },
    };
    if (row.slug !== null && row.value !== null) source.attributes[row.slug] = row.value;
    byId.set(row.id, source);
  }
  for (const source of byId.values()) {
    const productId = productOf.get(source.id);
    if (productId !== undefined) appendTo(byProduct, productId, source);
  }
  return byProduct;
}
