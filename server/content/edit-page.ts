import type { Kysely } from "kysely";
import { canEditPages, type Customer } from "../customers/customers.ts";
import { inTransaction } from "../db/in-transaction.ts";
import type { Database } from "../db/schema.ts";
import type { ContentPage, PageEditField } from "./content.ts";
import { getPage } from "./get-page.ts";
import { savePage } from "./save-page.ts";
import type { BlockFieldError } from "./validate-blocks.ts";

// Editing a content page from the storefront (spec §6: users who can edit pages get a backend
// editor link on content blocks). Only editors and administrators may; the page keeps its slug
// and menu order, the editor changes its title and its blocks (decision 040).

export const PAGE_EDIT_ERROR_CODES = ["forbidden", "not_found", "invalid_page"] as const;
export type PageEditErrorCode = (typeof PAGE_EDIT_ERROR_CODES)[number];

export type PageEditFailure =
  | { ok: false; code: "forbidden" }
  | { ok: false; code: "not_found" }
  | { ok: false; code: "invalid_page"; field: PageEditField; blockErrors: BlockFieldError[] };

export interface PageEditInput {
  slug: string;
  title: string;
  /** The blocks as the editor's form sent them: validated here. */
  blocks: unknown[];
}

/** Who is editing: null for a visitor who is not signed in. */
export type PageEditor = Pick<Customer, "role"> | null;

export function mayEditPages(editor: PageEditor): boolean {
  return editor !== null && canEditPages(editor.role);
}

/** The published page to fill the edit form with. */
export async function getPageForEditing(db: Kysely<Database>, editor: PageEditor, slug: string): Promise<{ ok: true; page: ContentPage } | PageEditFailure> {
  if (!mayEditPages(editor)) return { ok: false, code: "forbidden" };
  const page = await getPage(db, slug);
  return page === null ? { ok: false, code: "not_found" } : { ok: true, page };
}

export async function updatePageAsEditor(db: Kysely<Database>, editor: PageEditor, input: PageEditInput, now: Date): Promise<{ ok: true; page: ContentPage; changed: boolean } | PageEditFailure> {
  if (!mayEditPages(editor)) return { ok: false, code: "forbidden" };
  const work = async (trx: Kysely<Database>): Promise<{ ok: true; page: ContentPage; changed: boolean } | PageEditFailure> => {
    const existing = await getPage(trx, input.slug);
    if (existing === null) return { ok: false, code: "not_found" };
    const saved = await savePage(trx, { slug: existing.slug, title: input.title, blocks: input.blocks, menuOrder: existing.menuOrder }, now);
    if (!saved.ok) return { ok: false, code: "invalid_page", field: saved.field === "blocks" ? "blocks" : "title", blockErrors: saved.blockErrors };
    const page = await getPage(trx, existing.slug);
    return page === null ? { ok: false, code: "not_found" } : { ok: true, page, changed: saved.changed };
  };
  return inTransaction(db, work);
}
