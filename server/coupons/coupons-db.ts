import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { CouponsTables } from "../db/schema.ts";

/** The coupons module's handle: its repositories see the coupons module's own tables only. */
export type CouponsDb = Kysely<CouponsTables>;
export const couponsDb = ownTables<CouponsTables>();
