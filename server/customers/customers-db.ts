import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { CustomersTables } from "../db/schema.ts";

/** The customers module's handle: its repositories see the customers module's own tables only. */
export type CustomersDb = Kysely<CustomersTables>;
export const customersDb = ownTables<CustomersTables>();
