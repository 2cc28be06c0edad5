import { z } from "zod";
import { paymentSettingsSchema } from "../payments/payment-settings.ts";
import { shippingSettingsFileSchema } from "../shipping/shipping-settings-file.ts";
import { subscriptionSettingsSchema } from "../subscriptions/subscription-settings.ts";
import { taxSettingsSectionSchema } from "../tax/tax-settings-file.ts";

// The file of `shop settings export|import`: the settings a merchant sets up once and carries
// between shops (a staging shop to production, a backup), by section.
// - shipping: the whole shipping set-up (settings, classes, zones, methods); importing it
//   replaces the shop's.
// - tax: the tax settings (prices entered and shown with or without tax, rounding, the shop's
//   location …), whose keys left out keep their value, and the rates, which replace the shop's.
// - payments: the payment settings; importing sets the keys given, and keys left out keep their
//   value.
// - subscriptions: the subscription settings (the renewal reminder), likewise.
// A section left out of the file leaves that part of the shop as it is.

/** Raised when the file's shape changes in a way an older file cannot be read as. */
export const SHOP_SETTINGS_FILE_VERSION = 1;

export const shopSettingsFileSchema = z.strictObject({
  version: z.literal(SHOP_SETTINGS_FILE_VERSION, { error: `the file format is version ${SHOP_SETTINGS_FILE_VERSION}` }).default(SHOP_SETTINGS_FILE_VERSION),
  shipping: shippingSettingsFileSchema.optional(),
  tax: taxSettingsSectionSchema.optional(),
  payments: paymentSettingsSchema.partial().optional(),
  subscriptions: subscriptionSettingsSchema.partial().optional(),
});

export type ShopSettingsFile = z.output<typeof shopSettingsFileSchema>;

/** One fault of a file, where it is (a dotted path from the top of the file) and what is wrong. */
export interface SettingsIssue {
  path: string;
  message: string;
}

/** zod's issues with the full path of each field, an unknown key included in its path. */
export function toSettingsIssues(error: z.ZodError): SettingsIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") return issue.keys.map((key) => ({ path: [...path, key].join("."), message: "unknown field" }));
    return [{ path: path.length === 0 ? "(the file)" : path.join("."), message: issue.message }];
  });
}
