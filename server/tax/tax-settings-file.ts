import { z } from "zod";
import { taxSettingsFileSchema } from "./tax-settings.ts";
import { TAX_CLASSES } from "./tax.ts";

// The tax section of `shop settings export|import`: the settings (keys left out keep their value)
// and, when given, the whole list of rates, which then replaces the shop's.

const taxRateFileSchema = z.strictObject({
  country: z.string().regex(/^([A-Z]{2})?$/, "a two-letter country code, or empty for every country"),
  state: z.string().max(10),
  postcodes: z.array(z.string().min(1).max(40)).max(1000),
  cities: z.array(z.string().min(1).max(100)).max(1000),
  rate: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, "a percentage with up to 4 decimals").refine((r) => Number(r) <= 100, "at most 100"),
  name: z.string().min(1).max(200),
  priority: z.number().int().min(1).max(999),
  compound: z.boolean(),
  shipping: z.boolean(),
  taxClass: z.enum(TAX_CLASSES),
});

export const taxSettingsSectionSchema = z.strictObject({
  settings: taxSettingsFileSchema.optional(),
  rates: z.array(taxRateFileSchema).max(10_000).optional(),
});

export type TaxSettingsSection = z.output<typeof taxSettingsSectionSchema>;
