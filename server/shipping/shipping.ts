import { z } from "zod";
import { parseCostFormula } from "./cost-formula.ts";
import type { ShippingRate, ShippingUnavailableCode } from "./shipping-rate.ts";

// Shipping: zones matched by the destination, methods per zone that rate a package, and shipping
// classes products refer to by slug. Amounts are integer minor units of the shop currency, except
// cost formulas, which are WooCommerce's formula text in major units (docs/decisions/018).

export { SHIPPING_METHOD_TYPES, SHIPPING_UNAVAILABLE_CODES, type ShippingMethodType, type ShippingRate, type ShippingUnavailableCode } from "./shipping-rate.ts";

/** The "Rest of the world" zone: it has no locations and applies when no other zone matches. */
export const REST_OF_THE_WORLD_ZONE_ID = 0;

export const MAX_COST_FORMULA_LENGTH = 200;
export const MAX_SHIPPING_TITLE_LENGTH = 100;
export const MAX_ZONE_LOCATIONS = 500;

export interface ShippingDestination {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export interface ShippablePackageItem {
  key: string;
  quantity: number;
  /** After discounts, minor units. */
  lineTotal: number;
  /** Before discounts, minor units. */
  lineSubtotal: number;
  /** Shipping class slug; "" for none. */
  shippingClass: string;
  virtual: boolean;
}

export interface ShippingQuote {
  /** False when every item is virtual: no address, no rate, no shipping line. */
  needsShipping: boolean;
  zone: { id: number; name: string } | null;
  rates: ShippingRate[];
  unavailable: ShippingUnavailableCode | null;
}

export const SHIPPING_ERROR_CODES = [
  "invalid_shipping_zone",
  "invalid_shipping_method",
  "invalid_shipping_class",
  "invalid_shipping_settings",
  "shipping_zone_not_found",
  "shipping_method_not_found",
] as const;
export type ShippingErrorCode = (typeof SHIPPING_ERROR_CODES)[number];

/** Where a value failed validation, as zod reports it. */
export interface ShippingIssue {
  path: string;
  message: string;
}

const costFormula = z
  .string()
  .trim()
  .max(MAX_COST_FORMULA_LENGTH)
  .refine((text) => parseCostFormula(text).ok, { message: "invalid_cost_formula" });
const money = z.number().int().min(0);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug (a-z, 0-9, dashes)").max(100);
const taxStatus = z.enum(["taxable", "none"]).default("taxable");

/** WooCommerce's flat rate: a base cost plus class costs, per class (summed) or per order (highest). */
export const flatRateSettingsSchema = z.strictObject({
  taxStatus,
  cost: costFormula.default(""),
  classCosts: z.record(slug, costFormula).default({}),
  noClassCost: costFormula.default(""),
  calculationType: z.enum(["class", "order"]).default("class"),
});

/** "" offers free shipping always; the others need a free-shipping coupon and/or a minimum. */
export const freeShippingSettingsSchema = z.strictObject({
  requires: z.enum(["", "coupon", "min_amount", "either", "both"]).default(""),
  minAmount: money.default(0),
  /** Compare the minimum with the subtotal before coupon discounts. */
  ignoreDiscounts: z.boolean().default(false),
});

export const localPickupSettingsSchema = z.strictObject({
  taxStatus,
  cost: costFormula.default(""),
});

export type FlatRateSettings = z.output<typeof flatRateSettingsSchema>;
export type FreeShippingSettings = z.output<typeof freeShippingSettingsSchema>;
export type LocalPickupSettings = z.output<typeof localPickupSettingsSchema>;

const methodBase = {
  title: z.string().trim().min(1).max(MAX_SHIPPING_TITLE_LENGTH),
  enabled: z.boolean().default(true),
  order: z.number().int().default(0),
};

export const shippingMethodInputSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("flat_rate"), ...methodBase, settings: flatRateSettingsSchema.prefault({}) }),
  z.strictObject({ type: z.literal("free_shipping"), ...methodBase, settings: freeShippingSettingsSchema.prefault({}) }),
  z.strictObject({ type: z.literal("local_pickup"), ...methodBase, settings: localPickupSettingsSchema.prefault({}) }),
]);
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;
export type ShippingMethodFields = z.output<typeof shippingMethodInputSchema>;

export type ShippingMethod = ShippingMethodFields & { id: number; zoneId: number };

const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code");

/** country "US"; state "US:CA"; postcode "90210", "902*" or "90000...90999". */
export const zoneLocationSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("country"), code: countryCode }),
  z.strictObject({ type: z.literal("state"), code: z.string().regex(/^[A-Z]{2}:[A-Z0-9-]{1,10}$/, "must be COUNTRY:STATE") }),
  z.strictObject({ type: z.literal("postcode"), code: z.string().trim().min(1).max(40) }),
]);
export type ZoneLocation = z.output<typeof zoneLocationSchema>;

export const shippingZoneInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_SHIPPING_TITLE_LENGTH),
  order: z.number().int().default(0),
  locations: z.array(zoneLocationSchema).max(MAX_ZONE_LOCATIONS).default([]),
});
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export interface ShippingZone {
  id: number;
  name: string;
  order: number;
  locations: ZoneLocation[];
}

export const shippingClassSchema = z.strictObject({
  slug,
  name: z.string().trim().min(1).max(MAX_SHIPPING_TITLE_LENGTH),
  description: z.string().max(1000).default(""),
});
export type ShippingClass = z.output<typeof shippingClassSchema>;

/** Global settings (shipping_settings). */
export const shippingSettingsSchema = z.strictObject({
  /** null: every country; otherwise only these (WooCommerce's "Ship to specific countries"). */
  shipToCountries: z.array(countryCode).nullable().default(null),
  /** WooCommerce's "Hide shipping costs until an address is entered": no rates without a postcode. */
  costRequiresAddress: z.boolean().default(false),
});
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;
