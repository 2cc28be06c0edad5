import { sql, type Selectable } from "kysely";
import type { ProductsTable, VariationsTable } from "../db/schema.ts";
import { isVariableType, TAX_STATUSES, type PriceInfo, type ProductType, type StockInfo, type SubscriptionTerms, type TaxStatus } from "./catalog.ts";
import { getPurchasableDetails } from "./purchasable-details-cache.ts";
import type { PurchasableDetails } from "./purchasable-details.repository.ts";
import { toProductType } from "./product-summary.repository.ts";
import { PRICE_AND_STOCK_COLUMNS, SUBSCRIPTION_COLUMNS, toPriceInfo, toStockInfo, toSubscriptionTerms } from "./sellable-row.repository.ts";
import type { CatalogDb } from "./catalog-db.ts";

// What the cart needs to know about the products and variations in it, for many lines at once:
// product and variation rows (price, stock, status) read fresh every time, in one query, and the
// rest from the details cache.

// Only the columns the cart reads: a product row's descriptions can run to kilobytes.
const PRODUCT_COLUMNS = [
  "id", "type", "status", "name", "slug", "image_id", "updated_at",
  "sold_individually", "min_quantity", "max_quantity", ...PRICE_AND_STOCK_COLUMNS,
  "shipping_class", "virtual", "tax_status", "tax_class", ...SUBSCRIPTION_COLUMNS,
] as const satisfies readonly (keyof ProductsTable)[];
const VARIATION_COLUMNS = [
  "id", "product_id", "enabled", "purchasable", "image_id",
  "sold_individually", "min_quantity", "max_quantity", ...PRICE_AND_STOCK_COLUMNS,
  "shipping_class", "virtual", ...SUBSCRIPTION_COLUMNS,
] as const satisfies readonly (keyof VariationsTable)[];

type PurchasableProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;
type PurchasableVariationRow = Pick<Selectable<VariationsTable>, (typeof VARIATION_COLUMNS)[number]>;

/** What a product or a variation says about selling it. */
export interface SellableFacts {
  imageId: number | null;
  price: PriceInfo;
  stock: StockInfo;
  soldIndividually: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  /** Shipping class slug; "" for none (on a variation: the product's). */
  shippingClass: string;
  virtual: boolean;
  /** A subscription's terms; a variation without its own takes the product's. */
  subscription: SubscriptionTerms | null;
}

export interface PurchasableProduct extends SellableFacts {
  id: number;
  type: ProductType;
  published: boolean;
  name: string;
  slug: string;
  /** A variation is taxed as its product is (WooCommerce's "Same as parent"). */
  taxStatus: TaxStatus;
  taxClass: string;
}

export interface PurchasableVariation extends SellableFacts {
  id: number;
  productId: number;
  /** Enabled and marked purchasable. */
  sellable: boolean;
}

export interface PurchasableSources {
  products: Map<number, PurchasableProduct>;
  variations: Map<number, PurchasableVariation>;
  /** What changes only when a product is saved, by product id. */
  details: Map<number, PurchasableDetails>;
}

function sellableFacts(row: PurchasableProductRow | PurchasableVariationRow): SellableFacts {
  return {
    imageId: row.image_id,
    price: toPriceInfo(row),
    stock: toStockInfo(row),
    soldIndividually: row.sold_individually === 1,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    shippingClass: row.shipping_class,
    virtual: row.virtual === 1,
    subscription: toSubscriptionTerms(row),
  };
}

function toProduct(row: PurchasableProductRow): PurchasableProduct {
  const taxStatus = TAX_STATUSES.find((status) => status === row.tax_status) ?? "taxable";
  return { ...sellableFacts(row), id: row.id, type: toProductType(row.type), published: row.status === "publish", name: row.name, slug: row.slug, taxStatus, taxClass: row.tax_class };
}

function toVariation(row: PurchasableVariationRow): PurchasableVariation {
  return { ...sellableFacts(row), id: row.id, productId: row.product_id, sellable: row.enabled === 1 && row.purchasable === 1 };
}

const VARIATION_PREFIX = "v_";

/**
 * Products with the asked-for variations of theirs joined on: one round trip where two queries
 * would take two (on PostgreSQL each statement is a round trip, and an add to cart makes many).
 * A variation that is not one of the asked-for products' is not returned.
 */
async function readRows(
  db: CatalogDb,
  productIds: readonly number[],
  variationIds: readonly number[],
): Promise<{ products: Map<number, PurchasableProductRow>; variations: Map<number, PurchasableVariationRow> }> {
  if (productIds.length === 0) return { products: new Map(), variations: new Map() };
  if (variationIds.length === 0) {
    const products = await db.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "in", [...productIds]).execute();
    return { products: new Map(products.map((p) => [p.id, p])), variations: new Map() };
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
  const variations = new Map<number, PurchasableVariationRow>();
  for (const row of joined.rows) {
    const product = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, row[c]])) as PurchasableProductRow;
    products.set(product.id, product);
    if (row[`${VARIATION_PREFIX}id`] === null) continue;
    const variation = Object.fromEntries(VARIATION_COLUMNS.map((c) => [c, row[VARIATION_PREFIX + c]])) as PurchasableVariationRow;
    variations.set(variation.id, variation);
  }
  return { products, variations };
}

export async function loadPurchasableSources(
  db: CatalogDb,
  productIds: readonly number[],
  variationIds: readonly number[],
): Promise<PurchasableSources> {
  const pIds = [...new Set(productIds)];
  const vIds = [...new Set(variationIds)];
  const { products, variations } = await readRows(db, pIds, vIds);
  const variationsOf = new Map<number, PurchasableVariationRow[]>();
  for (const variation of variations.values()) variationsOf.set(variation.product_id, [...(variationsOf.get(variation.product_id) ?? []), variation]);
  const details = await getPurchasableDetails(
    db,
    [...products.values()].map((product) => {
      const own = variationsOf.get(product.id) ?? [];
      return {
        id: product.id,
        updated_at: product.updated_at,
        image_id: product.image_id,
        isVariable: isVariableType(toProductType(product.type)),
        imageIds: [product, ...own].flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
        variationIds: own.map((v) => v.id),
      };
    }),
  );
  return {
    products: new Map([...products].map(([id, row]) => [id, toProduct(row)])),
    variations: new Map([...variations].map(([id, row]) => [id, toVariation(row)])),
    details,
  };
}
