import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { adBlockDb } from "./ad-block-db.ts";
import { countView } from "./ad-block-views.repository.ts";
import { dayOf, parseAdBlockResult, type AdBlockErrorCode } from "./ad-block.ts";

// One page view's report from the theme script (spec §7: a POST with the single field `result`).
// Checked first, so hostile input costs no write and gets a stable code.

export type RecordAdBlockViewResult = { ok: true } | { ok: false; code: AdBlockErrorCode };

export async function recordAdBlockView(db: Kysely<Database>, result: unknown, now: Date): Promise<RecordAdBlockViewResult> {
  const parsed = parseAdBlockResult(result);
  if (parsed === null) return { ok: false, code: "ad_block_result_invalid" };
  await countView(adBlockDb(db), dayOf(now), parsed);
  return { ok: true };
}
