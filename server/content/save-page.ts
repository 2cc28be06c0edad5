import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import type { ContentPageInput } from "./content.ts";
import { upsertPage } from "./page.repository.ts";
import { validateBlocks, type BlockFieldError } from "./validate-blocks.ts";
import { contentDb } from "./content-db.ts";

export const contentPageInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes"),
  title: z.string().trim().min(1).max(200),
  blocks: z.array(z.unknown()),
  menuOrder: z.number().int().default(0),
});

/**
 * `field` names the first input that failed (slug, title, blocks or menuOrder); a failure in the
 * blocks lists every block field that failed in `blockErrors`.
 */
export type SavePageResult = { ok: true; changed: boolean } | { ok: false; code: "invalid_page"; field: string; message: string; blockErrors: BlockFieldError[] };

export async function savePage(db: Kysely<Database>, input: z.input<typeof contentPageInputSchema>, now: Date): Promise<SavePageResult> {
  const parsed = contentPageInputSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    return { ok: false, code: "invalid_page", field: String(issues[0]?.path[0] ?? ""), message: issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "), blockErrors: [] };
  }
  const blocks = validateBlocks(parsed.data.blocks);
  if (!blocks.ok) {
    const message = blocks.errors.map((e) => `blocks.${e.index ?? ""}.${e.field}: ${e.code}`).join("; ");
    return { ok: false, code: "invalid_page", field: "blocks", message, blockErrors: blocks.errors };
  }
  const page: ContentPageInput = { ...parsed.data, blocks: blocks.blocks };
  return { ok: true, changed: await upsertPage(contentDb(db), page, now.toISOString()) };
}
