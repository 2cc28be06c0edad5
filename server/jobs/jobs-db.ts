import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { JobsTables } from "../db/schema.ts";

/** The jobs module's handle: its repositories see the jobs module's own tables only. */
export type JobsDb = Kysely<JobsTables>;
export const jobsDb = ownTables<JobsTables>();
