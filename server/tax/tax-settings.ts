import { z } from "zod";
import { DEFAULT_TAX_SETTINGS, TAX_CLASSES, type TaxSettings } from "./tax.ts";

// The tax settings' schema: what `shop settings import` and the database may hold. Every key is
// optional in a file; an absent key keeps its default.

const location = z.strictObject({
  country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code"),
  state: z.string().max(10),
  postcode: z.string().max(20),
  city: z.string().max(100),
});

export const taxSettingsSchemas = {
  enabled: z.boolean(),
  pricesIncludeTax: z.boolean(),
  basedOn: z.enum(["shipping", "billing", "base"]),
  base: location,
  shippingTaxClass: z.enum([...TAX_CLASSES, "inherit"]),
  roundAtSubtotal: z.boolean(),
  displayShop: z.enum(["incl", "excl"]),
  displayCart: z.enum(["incl", "excl"]),
} satisfies { [Key in keyof TaxSettings]: z.ZodType<TaxSettings[Key]> };

export const TAX_SETTING_KEYS = Object.keys(DEFAULT_TAX_SETTINGS) as (keyof TaxSettings)[];

export const taxSettingsFileSchema = z.strictObject(taxSettingsSchemas).partial();
