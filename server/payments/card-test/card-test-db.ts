import type { Kysely } from "kysely";
import { ownTables } from "../../db/own-tables.ts";
import type { CardTestTables } from "../../db/schema.ts";

/**
 * The card test mode's processor stands in for a third party: its repository sees its own
 * tables only, never the shop's (and the shop's side of payments never reads the processor's).
 */
export type CardTestDb = Kysely<CardTestTables>;
export const cardTestDb = ownTables<CardTestTables>();
