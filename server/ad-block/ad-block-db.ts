import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { AdBlockTables } from "../db/schema.ts";

/** The ad-block module's handle: its repository sees the module's own table only. */
export type AdBlockDb = Kysely<AdBlockTables>;
export const adBlockDb = ownTables<AdBlockTables>();
