import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { CartTables } from "../db/schema.ts";

/** The cart module's handle: its repositories see the cart module's own tables only. */
export type CartDb = Kysely<CartTables>;
export const cartDb = ownTables<CartTables>();
