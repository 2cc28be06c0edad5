import type { MediaSizeName } from "../media/prepare-image-files.ts";

// Domain types of the catalogue. Money is an integer in minor units of the shop currency
// (config.shop.currency); weights and dimensions are decimal strings in the shop's units.

/** WooCommerce's tax status: taxed, only its shipping taxed, or not taxed. */
export const TAX_STATUSES = ["taxable", "shipping", "none"] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

export const PRODUCT_TYPES = ["simple", "variable", "grouped", "external", "subscription", "variable-subscription"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const STOCK_STATUSES = ["instock", "outofstock", "onbackorder"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const CATALOG_VISIBILITIES = ["visible", "catalog", "search", "hidden"] as const;
/** visible = shop and search; catalog = shop only; search = search only; hidden = neither. */
export type CatalogVisibility = (typeof CATALOG_VISIBILITIES)[number];
export const PRODUCT_STATUSES = ["publish", "private", "draft"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const BACKORDER_RULES = ["no", "notify", "yes"] as const;
export type BackorderRule = (typeof BACKORDER_RULES)[number];
export const BILLING_PERIODS = ["day", "week", "month", "year"] as const;
/**
 * WooCommerce Subscriptions' "Limit subscription" of a subscription product (its `_subscription_limit`
 * values): "Do not limit", "Limit to one active subscription", "Limit to one of any status".
 */
export const SUBSCRIPTION_LIMITS = ["no", "active", "any"] as const;
export type SubscriptionLimit = (typeof SUBSCRIPTION_LIMITS)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const IMAGE_SIZES = ["thumbnail", "medium", "large", "full"] as const satisfies readonly MediaSizeName[];
export type ImageSizeName = (typeof IMAGE_SIZES)[number];
export const LINK_KINDS = ["upsell", "cross_sell", "grouped"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export function isVariableType(type: ProductType): boolean {
  return type === "variable" || type === "variable-subscription";
}
export function isSubscriptionType(type: ProductType): boolean {
  return type === "subscription" || type === "variable-subscription";
}

export interface ImageFile {
  url: string;
  width: number;
  height: number;
}

export interface Image {
  id: number;
  alt: string;
  title: string;
  caption: string;
  /** True when the source could not be fetched and is served from its original remote URL. */
  remote: boolean;
  sizes: Partial<Record<ImageSizeName, ImageFile>> & { full: ImageFile };
}

export interface SubscriptionTerms {
  period: BillingPeriod;
  interval: number;
  /** Number of periods until it ends; 0 = until cancelled. */
  length: number;
  signUpFee: number;
  trialLength: number;
  trialPeriod: BillingPeriod;
  /** Synchronised renewal: day of month (1–28) for monthly/yearly, weekday (1 = Monday … 7) for weekly; null = not synchronised. */
  syncDay: number | null;
}

export interface StockInfo {
  manageStock: boolean;
  quantity: number | null;
  status: StockStatus;
  backorders: BackorderRule;
  lowStockAmount: number | null;
}

/** What an availability line says (see stockAvailability), as a code and its quantity. */
export type StockAvailability =
  | { code: "out_of_stock" }
  | { code: "on_backorder" }
  /** Managed stock; `backorderable` adds "(can be backordered)" when backorders notify the shopper. */
  | { code: "in_stock" | "stock_count" | "low_stock"; quantity: number; backorderable: boolean };

export interface PriceInfo {
  regular: number | null;
  sale: number | null;
  /** ISO date-times; the sale applies between them (open ends allowed). */
  saleFrom: string | null;
  saleTo: string | null;
}

export interface Dimensions {
  length: string | null;
  width: string | null;
  height: string | null;
}

export interface AttributeOption {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  /** The key used by variations: `pa_<slug>` for a global attribute, the sanitized name for a local one. */
  key: string;
  name: string;
  global: boolean;
  visible: boolean;
  usedForVariations: boolean;
  options: AttributeOption[];
  defaultOption: string | null;
}

export interface Variation {
  id: number;
  productId: number;
  /** Attribute key → option slug; "" means "any value". */
  attributes: Record<string, string>;
  sku: string | null;
  description: string;
  price: PriceInfo;
  stock: StockInfo;
  enabled: boolean;
  purchasable: boolean;
  soldIndividually: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  weight: string | null;
  dimensions: Dimensions;
  virtual: boolean;
  downloadable: boolean;
  image: Image | null;
  subscription: SubscriptionTerms | null;
  menuOrder: number;
}

export interface TermRef {
  id: number;
  slug: string;
  name: string;
}

export interface Category extends TermRef {
  parentId: number | null;
  description: string;
  menuOrder: number;
}

/** What a product is taxed as; its variations are taxed as it is (WooCommerce's "Same as parent"). */
export interface ProductTaxFacts {
  taxStatus: TaxStatus;
  /** The tax class slug; "" is WooCommerce's "standard". */
  taxClass: string;
}

/**
 * An entered price (minor units) → the price the shop shows: with or without tax, as the tax
 * settings say (decision 027). The catalogue knows no tax; the edge passes the tax module's
 * converter (getShopPriceDisplay) to the use cases that show prices.
 */
export type ShownPrice = (amount: number, item: ProductTaxFacts) => number;

/** Prices shown as entered: for code (and tests) that show no price to a shopper. */
export const PRICES_AS_ENTERED: ShownPrice = (amount) => amount;

export interface ProductSummary extends ProductTaxFacts {
  id: number;
  type: ProductType;
  slug: string;
  name: string;
  sku: string | null;
  shortDescription: string;
  image: Image | null;
  /**
   * The first gallery picture that is not the main one: a listing card shows it on hover (issue
   * 12). Absent when the product has none, or where the summary was not loaded for a card.
   */
  hoverImage?: Image;
  /**
   * Current price range (sale applied) as the shop shows it (with or without tax, ShownPrice);
   * equal for non-variable products; null when not priced.
   */
  priceMin: number | null;
  priceMax: number | null;
  /** Regular price when on sale (only for a non-variable product), for the struck-through price; shown as priceMin is. */
  regularPrice: number | null;
  onSale: boolean;
  stockStatus: StockStatus;
  purchasable: boolean;
  ratingAverage: number;
  ratingCount: number;
  externalUrl: string | null;
  buttonText: string | null;
  subscription: SubscriptionTerms | null;
  featured: boolean;
}

export interface Product extends ProductSummary {
  status: ProductStatus;
  catalogVisibility: CatalogVisibility;
  description: string;
  purchaseNote: string;
  price: PriceInfo;
  stock: StockInfo;
  soldIndividually: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  weight: string | null;
  dimensions: Dimensions;
  virtual: boolean;
  downloadable: boolean;
  reviewsAllowed: boolean;
  gallery: Image[];
  categories: TermRef[];
  tags: TermRef[];
  attributes: ProductAttribute[];
  /** Only for variable types. Large products may load them through the variation lookup instead. */
  variationCount: number;
  upsellIds: number[];
  crossSellIds: number[];
  groupedIds: number[];
  createdAt: string;
  updatedAt: string;
}

// Input types live with their zod schemas in product-input.ts; only types are re-exported here, so
// browser code can import this file without pulling zod into its bundle.
export type { AttributeInput, ImageInput, ProductInput, ValidProductInput, VariationInput } from "./product-input.ts";

// What the variations form needs of each variation: variation-data.ts.
export type { FirstPaymentFacts, VariationAvailability, VariationData, VariationImageData } from "./variation-data.ts";

/** Expected outcomes of catalogue reads the Store API answers: no variation matches a choice. */
export type CatalogErrorCode = "no_matching_variation";
