import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { ShippingTables } from "../db/schema.ts";

/** The shipping module's handle: its repositories see the shipping tables only. */
export type ShippingDb = Kysely<ShippingTables>;
export const shippingDb = ownTables<ShippingTables>();
