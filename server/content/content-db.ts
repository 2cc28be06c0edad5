import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { ContentTables } from "../db/schema.ts";

/** The content module's handle: its repositories see the `pages` table only. */
export type ContentDb = Kysely<ContentTables>;
export const contentDb = ownTables<ContentTables>();
