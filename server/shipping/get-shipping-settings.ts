import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { loadShippingSettings } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import type { ShippingSettings } from "./shipping.ts";

/** The global shipping settings (which countries the shop ships to, among them), for the checkout's forms. */
export function getShippingSettings(db: Kysely<Database>): Promise<ShippingSettings> {
  return loadShippingSettings(shippingDb(db));
}
