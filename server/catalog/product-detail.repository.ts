import { sql, type Selectable } from "kysely";
import type { CatalogTables } from "../db/schema.ts";
import { LINK_KINDS, PRODUCT_STATUSES, CATALOG_VISIBILITIES, type LinkKind, type Product, type ProductAttribute, type ProductStatus, type ProductSummary, type TermRef } from "./catalog.ts";
import { loadImages } from "./image.repository.ts";
import { countVariations } from "./variation.repository.ts";
import { toDimensions, toPriceInfo, toStockInfo, toSubscriptionTerms } from "./sellable-row.repository.ts";
import { toProductType, toTaxStatus } from "./product-summary.repository.ts";
import type { VariationParent } from "./build-variation-data.ts";
import { parseAttributeOptions } from "./sellable-row.repository.ts";
import { isOneOf, parseEnum } from "../parse-enum.ts";
import type { CatalogDb } from "./catalog-db.ts";

// Everything a product page shows beyond the summary: descriptions, stock, shipping, gallery,
// terms, attributes and links. A handful of queries, none of them per item.

export type ProductDetails = Omit<Product, keyof ProductSummary>;

export async function findProductIdBySlug(db: CatalogDb, slug: string): Promise<{ id: number; status: ProductStatus } | null> {
  const row = await db.selectFrom("products").select(["id", "status"]).where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const status = parseEnum(PRODUCT_STATUSES, row.status, "draft");
  return { id: row.id, status };
}

async function loadTerms(db: CatalogDb, productId: number): Promise<{ categories: TermRef[]; tags: TermRef[] }> {
  const [categories, tags] = await Promise.all([
    db
      .selectFrom("product_categories")
      .innerJoin("categories", "categories.id", "product_categories.category_id")
      .select(["categories.id", "categories.slug", "categories.name"])
      .where("product_categories.product_id", "=", productId)
      .orderBy("categories.menu_order")
      .orderBy("categories.name")
      .execute(),
    db
      .selectFrom("product_tags")
      .innerJoin("tags", "tags.id", "product_tags.tag_id")
      .select(["tags.id", "tags.slug", "tags.name"])
      .where("product_tags.product_id", "=", productId)
      .orderBy("tags.name")
      .execute(),
  ]);
  return { categories, tags };
}

/** A product_attributes row as the domain's ProductAttribute. */
export function toProductAttribute(row: Selectable<CatalogTables["product_attributes"]>): ProductAttribute {
  return {
    key: row.slug,
    name: row.name,
    global: row.attribute_id !== null,
    visible: row.visible === 1,
    usedForVariations: row.used_for_variations === 1,
    options: parseAttributeOptions(row.options),
    defaultOption: row.default_option,
  };
}

async function loadAttributes(db: CatalogDb, productId: number): Promise<ProductAttribute[]> {
  const rows = await db.selectFrom("product_attributes").selectAll().where("product_id", "=", productId).orderBy("position").orderBy("id").execute();
  return rows.map(toProductAttribute);
}

async function loadLinks(db: CatalogDb, productId: number): Promise<Record<LinkKind, number[]>> {
  const rows = await db
    .selectFrom("product_links")
    .select(["linked_product_id", "kind"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("linked_product_id")
    .execute();
  const links: Record<LinkKind, number[]> = { upsell: [], cross_sell: [], grouped: [] };
  for (const row of rows) {
    if (isOneOf(LINK_KINDS, row.kind)) links[row.kind].push(row.linked_product_id);
  }
  return links;
}

export async function loadProductDetails(db: CatalogDb, productId: number): Promise<ProductDetails | null> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirst();
  if (!row) return null;
  const galleryRows = await db.selectFrom("product_gallery").select("image_id").where("product_id", "=", productId).orderBy("position").execute();
  const [gallery, terms, attributes, links, variationCount] = await Promise.all([
    loadImages(db, galleryRows.map((g) => g.image_id)),
    loadTerms(db, productId),
    loadAttributes(db, productId),
    loadLinks(db, productId),
    countVariations(db, productId),
  ]);
  return {
    status: parseEnum(PRODUCT_STATUSES, row.status, "draft"),
    catalogVisibility: parseEnum(CATALOG_VISIBILITIES, row.catalog_visibility, "visible"),
    description: row.description,
    purchaseNote: row.purchase_note,
    price: toPriceInfo(row),
    stock: toStockInfo(row),
    soldIndividually: row.sold_individually === 1,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    weight: row.weight,
    dimensions: toDimensions(row),
    virtual: row.virtual === 1,
    downloadable: row.downloadable === 1,
    reviewsAllowed: row.reviews_allowed === 1,
    gallery: galleryRows.flatMap((g) => {
      const image = gallery.get(g.image_id);
      return image ? [image] : [];
    }),
    categories: terms.categories,
    tags: terms.tags,
    attributes,
    variationCount,
    upsellIds: links.upsell,
    crossSellIds: links.cross_sell,
    groupedIds: links.grouped,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Published, listed products sharing a category with the product, excluding the given ids, in
 * shop order. Deterministic (WooCommerce shuffles) so the cached page does not change per render.
 */
export async function findRelatedProductIds(
  db: CatalogDb,
  categoryIds: readonly number[],
  excludeIds: readonly number[],
  limit: number,
): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("status", "=", "publish")
    .where("catalog_visibility", "in", ["visible", "catalog"])
    .where((eb) => eb("id", "in", eb.selectFrom("product_categories").select("product_id").where("category_id", "in", [...categoryIds])))
    .$if(excludeIds.length > 0, (q) => q.where("id", "not in", [...excludeIds]))
    // "+ 0": sort the category's rows instead of walking the shop-wide order index (see listing.repository.ts).
    .orderBy(sql`menu_order + 0`)
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface VariableProductCore {
  id: number;
  status: ProductStatus;
  parent: VariationParent;
  /** Keys of the attributes used for variations, in display order. */
  variationAttributeKeys: string[];
}

/** What the variation lookup needs of the product: far less than the whole page. */
export async function loadVariableProductCore(db: CatalogDb, productId: number): Promise<VariableProductCore | null> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirst();
  if (!row) return null;
  const [images, attributes] = await Promise.all([
    loadImages(db, row.image_id === null ? [] : [row.image_id]),
    db
      .selectFrom("product_attributes")
      .select("slug")
      .where("product_id", "=", productId)
      .where("used_for_variations", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return {
    id: row.id,
    status: parseEnum(PRODUCT_STATUSES, row.status, "draft"),
    parent: {
      type: toProductType(row.type),
      sku: row.sku,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      weight: row.weight,
      dimensions: toDimensions(row),
      subscription: toSubscriptionTerms(row),
      taxStatus: toTaxStatus(row.tax_status),
      taxClass: row.tax_class,
    },
    variationAttributeKeys: attributes.map((a) => a.slug),
  };
}
