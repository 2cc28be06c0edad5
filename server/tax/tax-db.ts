import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { TaxTables } from "../db/schema.ts";

/** The tax module's handle on its rates and settings. */
export type TaxDb = Kysely<TaxTables>;
export const taxDb = ownTables<TaxTables>();
