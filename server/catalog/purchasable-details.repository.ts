import type { AttributeOption, Image } from "./catalog.ts";
import { loadImages } from "./image.repository.ts";
import { parseAttributeOptions } from "./sellable-row.repository.ts";
import type { CatalogDb } from "./catalog-db.ts";

// The parts of a product the cart needs that change only when the product is saved: the
// attributes a shopper chooses, categories (for coupon rules), each variation's attribute values,
// and the images of the product and its variations. Price, stock and status are not here: those
// are read fresh on every use.

export interface VariationAttributeDefinition {
  key: string;
  name: string;
  options: AttributeOption[];
}

export interface PurchasableDetails {
  /** The product's updated_at when these were read: any save changes it (see save-product). */
  updatedAt: string;
  /** Attributes used for variations, in display order (empty for non-variable products). */
  variationAttributes: VariationAttributeDefinition[];
  categoryIds: number[];
  /** variation id → attribute key → option slug ("" = any); every variation of the product. */
  variationValues: Map<number, Record<string, string>>;
  /** The product's and its variations' images by id. */
  images: Map<number, Image>;
}

export interface DetailsSource {
  id: number;
  updated_at: string;
  image_id: number | null;
  isVariable: boolean;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Details of many products in a fixed number of queries, keyed by product id. */
export async function loadPurchasableDetails(db: CatalogDb, products: readonly DetailsSource[]): Promise<Map<number, PurchasableDetails>> {
  const details = new Map<number, PurchasableDetails>();
  if (products.length === 0) return details;
  const ids = products.map((p) => p.id);
  const [attributeRows, categoryRows, variationRows, valueRows] = await Promise.all([
    db
      .selectFrom("product_attributes")
      .select(["product_id", "slug", "name", "options"])
      .where("product_id", "in", ids)
      .where("used_for_variations", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db.selectFrom("product_categories").select(["product_id", "category_id"]).where("product_id", "in", ids).execute(),
    db.selectFrom("variations").select(["id", "product_id", "image_id"]).where("product_id", "in", ids).execute(),
    db
      .selectFrom("variation_attributes")
      .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
      .select(["variation_attributes.variation_id", "variation_attributes.slug", "variation_attributes.value"])
      .where("variations.product_id", "in", ids)
      .execute(),
  ]);
  const imageIds = [...products, ...variationRows].flatMap((r) => (r.image_id === null ? [] : [r.image_id]));
  const images = await loadImages(db, imageIds);

  const attributesOf = groupBy(attributeRows, (r) => r.product_id);
  const categoriesOf = groupBy(categoryRows, (r) => r.product_id);
  const variationsOf = groupBy(variationRows, (r) => r.product_id);
  const valuesOf = groupBy(valueRows, (r) => r.variation_id);
  for (const product of products) {
    const variationValues = new Map<number, Record<string, string>>();
    const ownImages = new Map<number, Image>();
    const addImage = (id: number | null) => {
      const image = id === null ? undefined : images.get(id);
      if (image) ownImages.set(image.id, image);
    };
    addImage(product.image_id);
    for (const variation of variationsOf.get(product.id) ?? []) {
      variationValues.set(variation.id, Object.fromEntries((valuesOf.get(variation.id) ?? []).map((v) => [v.slug, v.value])));
      addImage(variation.image_id);
    }
    details.set(product.id, {
      updatedAt: product.updated_at,
      // Only variable products ask for choices; a simple product's attributes are just information.
      variationAttributes: product.isVariable
        ? (attributesOf.get(product.id) ?? []).map((r) => ({ key: r.slug, name: r.name, options: parseAttributeOptions(r.options) }))
        : [],
      categoryIds: (categoriesOf.get(product.id) ?? []).map((r) => r.category_id),
      variationValues,
      images: ownImages,
    });
  }
  return details;
}
