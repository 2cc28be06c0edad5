import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { importShippingSettings } from "./import-shipping-settings.ts";
import { listShippingZones } from "./list-shipping-zones.ts";
import type { ShippingMethodInput } from "./shipping.ts";
import type { z } from "zod";
import type { shippingSettingsFileSchema } from "./shipping-settings-file.ts";

// The demo shop's shipping (issue 9: it ships to the US and the UK, with free shipping over an
// amount): the shop sits in Portland, Oregon, so nearby postcodes may also collect their order.
// Formulas are in the shop currency's major units (USD by default).

/** $100.00: US orders from this amount (after discounts) ship free. */
export const DEMO_US_FREE_SHIPPING_MINIMUM = 10_000;
/** $150.00: the same for the UK. */
export const DEMO_UK_FREE_SHIPPING_MINIMUM = 15_000;

const usMethods: ShippingMethodInput[] = [
  // $5.00 per order, plus $10.00 once per order for items of the "bulky" class.
  { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00", classCosts: { bulky: "10.00" }, calculationType: "class" } },
  { type: "free_shipping", title: "Free shipping", order: 2, settings: { requires: "either", minAmount: DEMO_US_FREE_SHIPPING_MINIMUM } },
];

export const DEMO_SHIPPING: z.input<typeof shippingSettingsFileSchema> = {
  classes: [{ slug: "bulky", name: "Bulky", description: "Large or heavy items that ship at an extra cost" }],
  zones: [
    {
      name: "Portland area",
      order: 0,
      locations: [{ type: "country", code: "US" }, { type: "postcode", code: "970*" }, { type: "postcode", code: "972*" }],
      methods: [...usMethods, { type: "local_pickup", title: "Local pickup", order: 3, settings: { cost: "" } }],
    },
    { name: "United States", order: 1, locations: [{ type: "country", code: "US" }], methods: usMethods },
    {
      name: "United Kingdom",
      order: 2,
      locations: [{ type: "country", code: "GB" }],
      methods: [
        { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "9.50", classCosts: { bulky: "20.00" } } },
        { type: "free_shipping", title: "Free shipping", order: 2, settings: { requires: "either", minAmount: DEMO_UK_FREE_SHIPPING_MINIMUM } },
      ],
    },
  ],
};

/** Loads the demo shipping into a shop that has none; returns whether it did. Safe to run again. */
export async function seedDemoShipping(db: Kysely<Database>): Promise<boolean> {
  const current = await listShippingZones(db);
  if (current.zones.length > 0 || current.restOfTheWorld.methods.length > 0 || current.classes.length > 0) return false;
  const result = await importShippingSettings(db, DEMO_SHIPPING);
  if (!result.ok) throw new Error(`Demo shipping does not validate: ${JSON.stringify(result.issues)}`);
  return true;
}
