import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { adBlockDb } from "./ad-block-db.ts";
import { sumViews } from "./ad-block-views.repository.ts";
import { dayOf, type AdBlockShare } from "./ad-block.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The counted page views and blocked ones: over the last `days` UTC days (today included), or all. */
export async function getAdBlockShare(db: Kysely<Database>, days: number | null, now: Date): Promise<AdBlockShare> {
  const fromDay = days === null ? null : dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  return sumViews(adBlockDb(db), fromDay);
}
