import { z } from "zod";

// Domain types of the catalogue. Money is an integer in minor units of the shop currency
// (config.shop.currency); weights and dimensions are decimal strings in the shop's units.

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
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const IMAGE_SIZES = ["thumbnail", "medium", "large", "full"] as const;
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
  productCount: number;
}

export interface ProductSummary {
  id: number;
  type: ProductType;
  slug: string;
  name: string;
  sku: string | null;
  shortDescription: string;
  image: Image | null;
  /** Current price range (sale applied); equal for non-variable products; null when not priced. */
  priceMin: number | null;
  priceMax: number | null;
  /** Regular price when on sale (only for a non-variable product), for the struck-through price. */
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

export interface Review {
  id: number;
  productId: number;
  authorName: string;
  rating: number;
  content: string;
  verifiedOwner: boolean;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Input: what the demo seed and the CSV import hand to saveProduct. Everything is validated here.

const money = z.number().int().min(0);
const decimal = z.string().regex(/^\d+(\.\d+)?$/, "must be a decimal number");

export const imageInputSchema = z.object({
  /** A local file path, a path under the media dir, or an http(s) URL. */
  source: z.string().min(1),
  alt: z.string().default(""),
  title: z.string().default(""),
  caption: z.string().default(""),
});
export type ImageInput = z.input<typeof imageInputSchema>;

export const subscriptionInputSchema = z.object({
  period: z.enum(BILLING_PERIODS),
  interval: z.number().int().min(1).max(6).default(1),
  length: z.number().int().min(0).default(0),
  signUpFee: money.default(0),
  trialLength: z.number().int().min(0).default(0),
  trialPeriod: z.enum(BILLING_PERIODS).default("day"),
  syncDay: z.number().int().min(1).max(28).nullable().default(null),
});

const sellableInputShape = {
  sku: z.string().min(1).nullable().default(null),
  regularPrice: money.nullable().default(null),
  salePrice: money.nullable().default(null),
  saleFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  saleTo: z.iso.datetime({ offset: true }).nullable().default(null),
  taxStatus: z.enum(["taxable", "shipping", "none"]).default("taxable"),
  taxClass: z.string().default(""),
  manageStock: z.boolean().default(false),
  stockQuantity: z.number().int().nullable().default(null),
  stockStatus: z.enum(STOCK_STATUSES).default("instock"),
  backorders: z.enum(BACKORDER_RULES).default("no"),
  lowStockAmount: z.number().int().min(0).nullable().default(null),
  soldIndividually: z.boolean().default(false),
  minQuantity: z.number().int().min(1).nullable().default(null),
  maxQuantity: z.number().int().min(1).nullable().default(null),
  weight: decimal.nullable().default(null),
  length: decimal.nullable().default(null),
  width: decimal.nullable().default(null),
  height: decimal.nullable().default(null),
  virtual: z.boolean().default(false),
  downloadable: z.boolean().default(false),
  image: imageInputSchema.nullable().default(null),
  subscription: subscriptionInputSchema.nullable().default(null),
};

export const attributeInputSchema = z.object({
  name: z.string().min(1),
  /** Global attributes share their terms across products (WooCommerce's pa_ taxonomies). */
  global: z.boolean().default(false),
  /** Option names in display order; slugs are derived. */
  options: z.array(z.string().min(1)).min(1),
  visible: z.boolean().default(true),
  usedForVariations: z.boolean().default(false),
  /** Option name chosen by default in the variations form. */
  defaultOption: z.string().nullable().default(null),
});
export type AttributeInput = z.input<typeof attributeInputSchema>;

export const variationInputSchema = z.object({
  ...sellableInputShape,
  /** Attribute name → option name; "" (or absent) means "any". */
  attributes: z.record(z.string(), z.string()).default({}),
  enabled: z.boolean().default(true),
  purchasable: z.boolean().default(true),
  description: z.string().default(""),
  menuOrder: z.number().int().default(0),
});
export type VariationInput = z.input<typeof variationInputSchema>;

export const productInputSchema = z
  .object({
    ...sellableInputShape,
    type: z.enum(PRODUCT_TYPES),
    name: z.string().min(1).max(200),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes").optional(),
    status: z.enum(PRODUCT_STATUSES).default("publish"),
    featured: z.boolean().default(false),
    catalogVisibility: z.enum(CATALOG_VISIBILITIES).default("visible"),
    shortDescription: z.string().default(""),
    description: z.string().default(""),
    purchaseNote: z.string().default(""),
    menuOrder: z.number().int().default(0),
    reviewsAllowed: z.boolean().default(true),
    externalUrl: z.url().nullable().default(null),
    buttonText: z.string().nullable().default(null),
    /** Category paths, each from the top: ["Clothing", "Hoodies"]. */
    categories: z.array(z.array(z.string().min(1)).min(1)).default([]),
    tags: z.array(z.string().min(1)).default([]),
    gallery: z.array(imageInputSchema).default([]),
    attributes: z.array(attributeInputSchema).default([]),
    variations: z.array(variationInputSchema).default([]),
    /** References to other products by SKU or slug (resolved by saveProduct; unknown ones are reported). */
    upsells: z.array(z.string()).default([]),
    crossSells: z.array(z.string()).default([]),
    groupedProducts: z.array(z.string()).default([]),
    downloads: z.array(z.object({ name: z.string().min(1), url: z.string().min(1) })).default([]),
    totalSales: z.number().int().min(0).default(0),
    createdAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((p, ctx) => {
    const variable = p.type === "variable" || p.type === "variable-subscription";
    if (!variable && p.variations.length > 0) {
      ctx.addIssue({ code: "custom", path: ["variations"], message: "only variable products have variations" });
    }
    if (p.type === "external" && !p.externalUrl) {
      ctx.addIssue({ code: "custom", path: ["externalUrl"], message: "an external product needs its URL" });
    }
    if ((p.type === "subscription") && !p.subscription) {
      ctx.addIssue({ code: "custom", path: ["subscription"], message: "a subscription needs its billing terms" });
    }
    if (p.salePrice !== null && p.regularPrice !== null && p.salePrice > p.regularPrice) {
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: "sale price is above the regular price" });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ValidProductInput = z.output<typeof productInputSchema>;

// ---------------------------------------------------------------------------------------------
// What the variations form needs of each variation (spec §3), embedded in the product page or
// returned by the variation lookup. Field names follow WooCommerce so themes and tests recognise them.

export interface VariationImageData {
  title: string;
  caption: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  src_w: number;
  src_h: number;
  gallery_thumbnail_src: string;
  thumb_src: string;
}

export interface VariationData {
  variation_id: number;
  /** `attribute_<key>` → option slug, "" for any. */
  attributes: Record<string, string>;
  sku: string;
  weight: string;
  weight_html: string;
  dimensions: Dimensions;
  dimensions_html: string;
  image: VariationImageData | null;
  image_id: number | null;
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_sold_individually: "yes" | "no";
  min_qty: number;
  /** null when there is no maximum. */
  max_qty: number | null;
  /** Current price in minor units, the regular one when on sale, and the formatted price markup. */
  display_price: number | null;
  display_regular_price: number | null;
  price_html: string;
  availability_html: string;
  /** Variable subscriptions only: "First payment: <date>"; "" otherwise. */
  first_payment_html: string;
  subscription_html: string;
}
