import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { ReviewsTables } from "../db/schema.ts";

/** The reviews module's handle: its repositories see the `reviews` table only. */
export type ReviewsDb = Kysely<ReviewsTables>;
export const reviewsDb = ownTables<ReviewsTables>();
