import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { OrdersTables } from "../db/schema.ts";

/** The orders module's handle: its repositories see the order tables only. */
export type OrdersDb = Kysely<OrdersTables>;
export const ordersDb = ownTables<OrdersTables>();
