import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { CaptchaTables } from "../db/schema.ts";

/** The captcha module's handle: its repository sees the module's own table only. */
export type CaptchaDb = Kysely<CaptchaTables>;
export const captchaDb = ownTables<CaptchaTables>();
