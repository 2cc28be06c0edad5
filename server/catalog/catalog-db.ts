import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { CatalogTables } from "../db/schema.ts";

/** The catalog module's handle: its repositories see the catalog module's own tables only. */
export type CatalogDb = Kysely<CatalogTables>;
export const catalogDb = ownTables<CatalogTables>();
