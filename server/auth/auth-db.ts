import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { AuthTables } from "../db/schema.ts";

/** The auth module's handle: its repositories see the auth module's own tables only. */
export type AuthDb = Kysely<AuthTables>;
export const authDb = ownTables<AuthTables>();
