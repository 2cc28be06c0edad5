import { MY_ACCOUNT_PATH } from "../account/account-panels.ts";

// Addresses of the editor's page form and the way back to the page after a save.

/** The backend editor link of a content page (spec §6). */
export function editPagePath(slug: string): string {
  return `${MY_ACCOUNT_PATH}/edit-page/${encodeURIComponent(slug)}`;
}

/** Marks the redirect after a save, so the page shows editors the "Page updated." notice. */
export const PAGE_UPDATED_PARAM = "updated";

export function updatedPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}?${PAGE_UPDATED_PARAM}=1`;
}
