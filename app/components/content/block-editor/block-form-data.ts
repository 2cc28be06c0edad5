import { isKnownBlockType, MAX_BLOCKS_PER_PAGE, MAX_ITEMS_PER_BLOCK, type Block, type BlockType } from "../../../../server/content/blocks.ts";
import { BLOCK_FIELDS, NEW_BLOCK_DEFAULTS, type FieldSpec } from "./block-fields.ts";

// The block editor's form without JavaScript: every post carries the whole page as the editor
// sees it (every block's fields), plus what the pressed button asks for. Moving, adding and
// removing change that draft and show it again; only "Update" validates and saves. So nothing
// typed is lost, whichever button is pressed and whatever fails.

/** A block as the form holds it: the values as posted, validated only on save. */
export type DraftBlock = Record<string, unknown> & { type: string };

export type EditIntent =
  | { op: "save" }
  | { op: "up" | "down" | "remove"; index: number }
  | { op: "add"; type: BlockType };

export const BLOCK_COUNT_FIELD = "block_count";
export const INTENT_FIELD = "intent";
export const ADD_TYPE_FIELD = "add_type";

export function blockFieldName(index: number, field: string): string {
  return `blocks.${index}.${field}`;
}

export function itemFieldName(index: number, itemIndex: number, field: string): string {
  return `blocks.${index}.items.${itemIndex}.${field}`;
}

function text(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/** A whole number stays text when it is not one, so the save reports it rather than guessing. */
function readValue(form: FormData, name: string, spec: FieldSpec): unknown {
  if (spec.kind === "checkbox") return form.has(name);
  const value = text(form, name);
  if (value === null) return undefined;
  if (spec.kind === "number") return /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value;
  return value;
}

function readItems(form: FormData, index: number, specs: readonly FieldSpec[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  // One more row than a block may hold, so a full block plus its empty row is read, and no more.
  for (let itemIndex = 0; itemIndex <= MAX_ITEMS_PER_BLOCK + 1; itemIndex += 1) {
    const names = specs.map((spec) => itemFieldName(index, itemIndex, spec.name));
    if (!names.some((name) => form.has(name))) break;
    const values = specs.map((spec, at) => readValue(form, names[at] ?? "", spec));
    // An empty row is the form's spare row, or an item the editor cleared: left out.
    if (values.every((value) => value === "" || value === undefined || value === false)) continue;
    items.push(Object.fromEntries(specs.map((spec, at) => [spec.name, values[at]])));
  }
  return items;
}

function readUnknownData(serialized: string | null): unknown {
  if (serialized === null) return null;
  try {
    return JSON.parse(serialized);
  } catch {
    // Not what the form wrote: kept as the text it is rather than lost.
    return serialized;
  }
}

function readBlock(form: FormData, index: number): DraftBlock | null {
  const type = text(form, blockFieldName(index, "type"));
  if (type === null) return null;
  if (!isKnownBlockType(type)) return { type: "unknown", data: readUnknownData(text(form, blockFieldName(index, "data"))) };
  const spec = BLOCK_FIELDS[type];
  const draft: DraftBlock = { type };
  for (const field of spec.fields) {
    const value = readValue(form, blockFieldName(index, field.name), field);
    if (value !== undefined) draft[field.name] = value;
  }
  if (spec.items !== undefined) draft.items = readItems(form, index, spec.items);
  return draft;
}

/** The page's blocks as posted, in the form's order. */
export function readDraftBlocks(form: FormData): DraftBlock[] {
  const count = Math.min(MAX_BLOCKS_PER_PAGE + 1, Math.max(0, Number.parseInt(text(form, BLOCK_COUNT_FIELD) ?? "0", 10) || 0));
  const blocks: DraftBlock[] = [];
  for (let index = 0; index < count; index += 1) {
    const block = readBlock(form, index);
    if (block !== null) blocks.push(block);
  }
  return blocks;
}

/** What the pressed button asks for; a post without one (Enter in a field) saves. */
export function readIntent(form: FormData): EditIntent {
  const intent = text(form, INTENT_FIELD) ?? "save";
  const [op, at] = intent.split(":");
  const index = Number.parseInt(at ?? "", 10);
  if ((op === "up" || op === "down" || op === "remove") && Number.isInteger(index) && index >= 0) return { op, index };
  if (op === "add") {
    const type = text(form, ADD_TYPE_FIELD);
    if (isKnownBlockType(type)) return { op: "add", type };
  }
  return { op: "save" };
}

/** The draft after moving, adding or removing a block; out-of-range requests change nothing. */
export function applyIntent(blocks: readonly DraftBlock[], intent: Exclude<EditIntent, { op: "save" }>): DraftBlock[] {
  const next = [...blocks];
  if (intent.op === "add") return [...next, { type: intent.type, ...NEW_BLOCK_DEFAULTS[intent.type] }];
  const { index } = intent;
  if (index >= next.length) return next;
  if (intent.op === "remove") {
    next.splice(index, 1);
    return next;
  }
  const target = intent.op === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Saved blocks as the form shows them. */
export function draftsFromBlocks(blocks: readonly Block[]): DraftBlock[] {
  return blocks.map((block) => ({ ...block }));
}
