import { z } from "zod";
import { BACKORDER_RULES, BILLING_PERIODS, CATALOG_VISIBILITIES, PRODUCT_STATUSES, PRODUCT_TYPES, STOCK_STATUSES, SUBSCRIPTION_LIMITS, TAX_STATUSES } from "./catalog.ts";

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
  taxStatus: z.enum(TAX_STATUSES).default("taxable"),
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
  /** Shipping class slug; "" for none (on a variation: the product's class). */
  shippingClass: z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "must be a slug").default(""),
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
    /** A subscription product's "Limit subscription" (for a variable one, all its variations together). */
    subscriptionLimit: z.enum(SUBSCRIPTION_LIMITS).default("no"),
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

