import { activePrice } from "./active-price.ts";
import type { AttributeOption, LinkKind, StockStatus } from "./catalog.ts";
import type { ValidProductInput, variationInputSchema } from "./product-input.ts";
import type { z } from "zod";
import type { CatalogDb } from "./catalog-db.ts";

// All SQL that writes one product and its owned rows (variations, attributes, gallery, downloads,
// category and tag assignments). Row shapes stay in here; callers hand in validated input.

export type ValidVariationInput = z.output<typeof variationInputSchema>;
type SellableInput = Omit<ValidVariationInput, "attributes" | "enabled" | "purchasable" | "description" | "menuOrder">;

export interface ResolvedAttribute {
  attributeId: number | null;
  name: string;
  key: string;
  visible: boolean;
  usedForVariations: boolean;
  options: AttributeOption[];
  defaultOption: string | null;
}

export interface ResolvedVariation {
  input: ValidVariationInput;
  /** Attribute key → option slug ("" = any). */
  attributes: Record<string, string>;
  imageId: number | null;
}

const flag = (value: boolean) => (value ? 1 : 0);

function sellableValues(input: SellableInput, imageId: number | null) {
  const terms = input.subscription;
  return {
    sku: input.sku,
    regular_price: input.regularPrice,
    sale_price: input.salePrice,
    sale_from: input.saleFrom,
    sale_to: input.saleTo,
    tax_status: input.taxStatus,
    tax_class: input.taxClass,
    manage_stock: flag(input.manageStock),
    stock_quantity: input.stockQuantity,
    stock_status: input.stockStatus,
    backorders: input.backorders,
    low_stock_amount: input.lowStockAmount,
    sold_individually: flag(input.soldIndividually),
    min_quantity: input.minQuantity,
    max_quantity: input.maxQuantity,
    weight: input.weight,
    length: input.length,
    width: input.width,
    height: input.height,
    virtual: flag(input.virtual),
    shipping_class: input.shippingClass,
    downloadable: flag(input.downloadable),
    image_id: imageId,
    subscription_period: terms?.period ?? null,
    subscription_interval: terms?.interval ?? null,
    subscription_length: terms?.length ?? null,
    subscription_sign_up_fee: terms?.signUpFee ?? null,
    subscription_trial_length: terms?.trialLength ?? null,
    subscription_trial_period: terms?.trialPeriod ?? null,
    subscription_sync_day: terms?.syncDay ?? null,
  };
}

export function productValues(input: ValidProductInput, slug: string, imageId: number | null) {
  return {
    ...sellableValues(input, imageId),
    type: input.type,
    slug,
    name: input.name,
    status: input.status,
    featured: flag(input.featured),
    catalog_visibility: input.catalogVisibility,
    short_description: input.shortDescription,
    description: input.description,
    purchase_note: input.purchaseNote,
    menu_order: input.menuOrder,
    reviews_allowed: flag(input.reviewsAllowed),
    external_url: input.externalUrl,
    button_text: input.buttonText,
    total_sales: input.totalSales,
    subscription_limit: input.subscriptionLimit === "no" ? null : input.subscriptionLimit,
  };
}

export async function findProductId(db: CatalogDb, column: "sku" | "slug", value: string): Promise<{ id: number; sku: string | null; slug: string } | undefined> {
  return db.selectFrom("products").select(["id", "sku", "slug"]).where(column, "=", value).executeTakeFirst();
}

/** The product (other than `exceptProductId`) whose product or variation SKU is `sku`, if any. */
export async function skuOwner(db: CatalogDb, sku: string, exceptProductId: number | null): Promise<number | undefined> {
  const product = await db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirst();
  if (product && product.id !== exceptProductId) return product.id;
  const variation = await db.selectFrom("variations").select("product_id").where("sku", "=", sku).executeTakeFirst();
  if (variation && variation.product_id !== exceptProductId) return variation.product_id;
  return undefined;
}

export async function replaceTerms(db: CatalogDb, productId: number, categoryIds: number[], tagIds: number[]): Promise<void> {
  await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_tags").where("product_id", "=", productId).execute();
  const categories = [...new Set(categoryIds)];
  const tags = [...new Set(tagIds)];
  if (categories.length > 0) await db.insertInto("product_categories").values(categories.map((category_id) => ({ product_id: productId, category_id }))).execute();
  if (tags.length > 0) await db.insertInto("product_tags").values(tags.map((tag_id) => ({ product_id: productId, tag_id }))).execute();
}

export async function replaceGalleryAndDownloads(db: CatalogDb, productId: number, imageIds: number[], downloads: { name: string; url: string }[]): Promise<void> {
  await db.deleteFrom("product_gallery").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_downloads").where("product_id", "=", productId).execute();
  if (imageIds.length > 0) {
    await db.insertInto("product_gallery").values(imageIds.map((image_id, position) => ({ product_id: productId, image_id, position }))).execute();
  }
  if (downloads.length > 0) {
    await db.insertInto("product_downloads").values(downloads.map((d) => ({ product_id: productId, name: d.name, url: d.url }))).execute();
  }
}

export async function replaceAttributes(db: CatalogDb, productId: number, attributes: ResolvedAttribute[]): Promise<void> {
  await db.deleteFrom("product_attributes").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_attribute_terms").where("product_id", "=", productId).execute();
  if (attributes.length === 0) return;
  // Global attributes' terms also go to the link table the product table filters by (migration 024).
  const terms = attributes.flatMap((a) =>
    a.attributeId === null ? [] : [...new Set(a.options.map((o) => o.slug))].map((term_slug) => ({ product_id: productId, attribute_id: a.attributeId ?? 0, term_slug })),
  );
  if (terms.length > 0) await db.insertInto("product_attribute_terms").values(terms).execute();
  await db
    .insertInto("product_attributes")
    .values(
      attributes.map((a, position) => ({
        product_id: productId,
        attribute_id: a.attributeId,
        name: a.name,
        slug: a.key,
        position,
        visible: flag(a.visible),
        used_for_variations: flag(a.usedForVariations),
        options: JSON.stringify(a.options),
        default_option: a.defaultOption,
      })),
    )
    .execute();
}

function signature(attributes: Record<string, string>): string {
  return JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Writes the variations, keeping the id of an existing variation with the same SKU or the same
 * attribute values, so carts and orders that point at a variation survive a re-import.
 */
export async function saveVariations(db: CatalogDb, productId: number, variations: ResolvedVariation[]): Promise<void> {
  const existing = await db.selectFrom("variations").select(["id", "sku"]).where("product_id", "=", productId).execute();
  const existingAttributes = await db
    .selectFrom("variation_attributes")
    .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
    .select(["variation_attributes.variation_id", "variation_attributes.slug", "variation_attributes.value"])
    .where("variations.product_id", "=", productId)
    .execute();
  const signatures = new Map<number, string>(
    existing.map((v) => [v.id, signature(Object.fromEntries(existingAttributes.filter((a) => a.variation_id === v.id).map((a) => [a.slug, a.value])))]),
  );
  const unmatched = new Set(existing.map((v) => v.id));

  for (const variation of variations) {
    const input = variation.input;
    const bySku = input.sku === null ? undefined : existing.find((v) => v.sku === input.sku && unmatched.has(v.id));
    const bySignature = existing.find((v) => unmatched.has(v.id) && signatures.get(v.id) === signature(variation.attributes));
    const match = bySku ?? bySignature;
    const values = {
      ...sellableValues(input, variation.imageId),
      product_id: productId,
      enabled: flag(input.enabled),
      purchasable: flag(input.purchasable),
      description: input.description,
      menu_order: input.menuOrder,
    };
    let variationId: number;
    if (match) {
      unmatched.delete(match.id);
      variationId = match.id;
      await db.updateTable("variations").set(values).where("id", "=", variationId).execute();
      await db.deleteFrom("variation_attributes").where("variation_id", "=", variationId).execute();
    } else {
      variationId = (await db.insertInto("variations").values(values).returning("id").executeTakeFirstOrThrow()).id;
    }
    const rows = Object.entries(variation.attributes).map(([slug, value]) => ({ variation_id: variationId, slug, value }));
    if (rows.length > 0) await db.insertInto("variation_attributes").values(rows).execute();
  }
  if (unmatched.size > 0) await db.deleteFrom("variations").where("id", "in", [...unmatched]).execute();
}

/**
 * Recomputes products.price_min/price_max (the listing and sorting price) and, for variable
 * products, the parent's stock status from its variations. Call it again when a scheduled sale
 * starts or ends.
 */
export async function insertProductRow(db: CatalogDb, values: ReturnType<typeof productValues> & { created_at: string; updated_at: string }): Promise<number> {
  return (await db.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateProductRow(db: CatalogDb, id: number, values: ReturnType<typeof productValues> & { created_at?: string }): Promise<void> {
  await db.updateTable("products").set(values).where("id", "=", id).execute();
}

/** Stamps a product as changed, for the page cache and the cart's details (catalog version). */
export async function touchProduct(db: CatalogDb, id: number, at: string): Promise<void> {
  await db.updateTable("products").set({ updated_at: at }).where("id", "=", id).execute();
}

export interface ProductLinkRow {
  kind: LinkKind;
  linked_product_id: number;
  position: number;
}

export async function loadProductLinks(db: CatalogDb, productId: number): Promise<{ kind: string; linked_product_id: number; position: number }[]> {
  return db.selectFrom("product_links").select(["kind", "linked_product_id", "position"]).where("product_id", "=", productId).execute();
}

export async function replaceProductLinks(db: CatalogDb, productId: number, links: readonly ProductLinkRow[]): Promise<void> {
  await db.deleteFrom("product_links").where("product_id", "=", productId).execute();
  if (links.length > 0) await db.insertInto("product_links").values(links.map((link) => ({ product_id: productId, ...link }))).execute();
}

export async function refreshPriceRange(db: CatalogDb, productId: number, now: Date): Promise<void> {
  const product = await db.selectFrom("products").select(["type", "regular_price", "sale_price", "sale_from", "sale_to", "stock_status"]).where("id", "=", productId).executeTakeFirstOrThrow();
  let prices: number[] = [];
  let stockStatus = product.stock_status;
  if (product.type === "variable" || product.type === "variable-subscription") {
    const rows = await db
      .selectFrom("variations")
      .select(["regular_price", "sale_price", "sale_from", "sale_to", "stock_status"])
      .where("product_id", "=", productId)
      .where("enabled", "=", 1)
      .execute();
    prices = rows.flatMap((row) => {
      const price = activePrice({ regular: row.regular_price, sale: row.sale_price, saleFrom: row.sale_from, saleTo: row.sale_to }, now);
      return price === null ? [] : [price];
    });
    stockStatus = parentStockStatus(rows.map((row) => row.stock_status));
  } else if (product.type === "grouped") {
    const rows = await db
      .selectFrom("product_links")
      .innerJoin("products", "products.id", "product_links.linked_product_id")
      .select(["products.price_min", "products.price_max"])
      .where("product_links.product_id", "=", productId)
      .where("product_links.kind", "=", "grouped")
      .execute();
    prices = rows.flatMap((row) => [row.price_min, row.price_max].filter((p): p is number => p !== null));
  } else {
    const price = activePrice({ regular: product.regular_price, sale: product.sale_price, saleFrom: product.sale_from, saleTo: product.sale_to }, now);
    if (price !== null) prices = [price];
  }
  const priceMin = prices.length > 0 ? Math.min(...prices) : null;
  const priceMax = prices.length > 0 ? Math.max(...prices) : null;
  await db.updateTable("products").set({ price_min: priceMin, price_max: priceMax, stock_status: stockStatus }).where("id", "=", productId).execute();
}

/** WooCommerce shows a variable product in stock when any variation can be bought. */
function parentStockStatus(statuses: string[]): StockStatus {
  if (statuses.includes("instock")) return "instock";
  if (statuses.includes("onbackorder")) return "onbackorder";
  return "outofstock";
}

/** Grouped products that list `productId` as a child: their price range follows the child's. */
export async function groupedParentIds(db: CatalogDb, productId: number): Promise<number[]> {
  const rows = await db.selectFrom("product_links").select("product_id").where("linked_product_id", "=", productId).where("kind", "=", "grouped").execute();
  return rows.map((row) => row.product_id);
}
