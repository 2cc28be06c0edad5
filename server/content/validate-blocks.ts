import type { z } from "zod";
import { knownBlockSchema, isKnownBlockType, MAX_BLOCKS_PER_PAGE, type Block, type BlockErrorCode, type BlockFieldError, type UnknownBlock } from "./blocks.ts";

export type { BlockErrorCode, BlockFieldError } from "./blocks.ts";

// Turning untrusted block data (a stored page, an editor's form) into blocks. Known types are
// validated field by field; a failure names the block and the field, with a stable code the
// editor's form turns into words. Blocks of unknown types pass through as data.

export type ValidateBlocksResult = { ok: true; blocks: Block[] } | { ok: false; errors: BlockFieldError[] };

function errorCode(issue: z.core.$ZodIssue): BlockErrorCode {
  if (issue.code === "custom" && issue.message === "unsafe_url") return "unsafe_url";
  if (issue.code === "custom" && issue.message === "invalid_anchor") return "invalid_anchor";
  if (issue.code === "custom" && issue.message === "invalid_video_url") return "invalid_video_url";
  if (issue.code === "custom" && issue.message === "unknown_media_format") return "unknown_media_format";
  if (issue.code === "custom" && issue.message === "too_small") return "required";
  if (issue.code === "too_small") return issue.origin === "number" ? "invalid_number" : "required";
  if (issue.code === "too_big") return issue.origin === "array" ? "too_many" : issue.origin === "number" ? "invalid_number" : "too_long";
  if (issue.code === "invalid_value") return "invalid_choice";
  if (issue.code === "invalid_type" && (issue.expected === "number" || issue.expected === "int")) return "invalid_number";
  if (issue.code === "invalid_type" && issue.expected === "string") return "required";
  return "invalid";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A block whose `type` is not one of ours; `{ type: "unknown", data }` from the editor's form keeps its data. */
function asUnknown(value: unknown): UnknownBlock {
  if (isObject(value) && value.type === "unknown" && "data" in value) return { type: "unknown", data: value.data };
  return { type: "unknown", data: value };
}

/** Validates every block; all failures are reported, so the form can show each beside its field. */
export function validateBlocks(input: readonly unknown[]): ValidateBlocksResult {
  if (input.length > MAX_BLOCKS_PER_PAGE) return { ok: false, errors: [{ index: null, field: "", code: "too_many" }] };
  const blocks: Block[] = [];
  const errors: BlockFieldError[] = [];
  const anchors = new Set<string>();
  input.forEach((value, index) => {
    if (!isObject(value) || !isKnownBlockType(value.type)) {
      blocks.push(asUnknown(value));
      return;
    }
    const parsed = knownBlockSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ index, field: issue.path.join("."), code: errorCode(issue) });
      return;
    }
    blocks.push(parsed.data);
    // An anchor is an id in the page: a second block with the same one could never be reached.
    const { anchor } = parsed.data;
    if (anchor !== "" && anchors.has(anchor)) errors.push({ index, field: "anchor", code: "duplicate_anchor" });
    anchors.add(anchor);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, blocks };
}

/**
 * A stored page's blocks. Stored data was valid when saved; a block that no longer passes (a
 * later version tightened a rule) is kept as unknown data rather than lost or shown half-checked.
 */
export function readStoredBlocks(json: string): Block[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // Not written by this module (hand-edited): the page shows nothing rather than failing.
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((value: unknown): Block => {
    if (!isObject(value) || !isKnownBlockType(value.type)) return asUnknown(value);
    const block = knownBlockSchema.safeParse(value);
    return block.success ? block.data : asUnknown(value);
  });
}

/** The stored form: known blocks as they are, unknown ones as the data they came with. */
export function storeBlocks(blocks: readonly Block[]): string {
  return JSON.stringify(blocks.map((block) => (block.type === "unknown" ? block.data : block)));
}

/** The page's rich text, joined: its description for search engines and the checkout's terms. */
export function richTextOf(blocks: readonly Block[]): string {
  return blocks.flatMap((block) => (block.type === "richText" ? [block.html] : [])).join("\n");
}
