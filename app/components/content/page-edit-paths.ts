import { MY_ACCOUNT_PATH } from "../account/account-panels.ts";
import { HOME_PAGE_SLUG } from "../../../server/content/content.ts";

// Addresses of the editor's page form and the way back to the page after a save.

/** The backend editor link of a content page (spec §6). */
export function editPagePath(slug: string): string {
  return `${MY_ACCOUNT_PATH}/edit-page/${encodeURIComponent(slug)}`;
}

/** The builder link of one block: the editor's form, at that block's fields. */
export function editBlockPath(slug: string, index: number): string {
  return `${editPagePath(slug)}#${blockFormId(index)}`;
}

/** The id of one block's fieldset in the editor's form. */
export function blockFormId(index: number): string {
  return `edit-block-${index}`;
}

/** Where a page is shown: the home page at the root, the others under their slug. */
export function pagePath(slug: string): string {
  return slug === HOME_PAGE_SLUG ? "/" : `/${encodeURIComponent(slug)}`;
}

/** Marks the redirect after a save, so the page shows editors the "Page updated." notice. */
export const PAGE_UPDATED_PARAM = "updated";

export function updatedPagePath(slug: string): string {
  return `${pagePath(slug)}?${PAGE_UPDATED_PARAM}=1`;
}
