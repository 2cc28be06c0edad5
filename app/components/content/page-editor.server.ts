import { data } from "react-router";
import { mayEditPages } from "../../../server/content/edit-page.ts";
import type { Services } from "../../context.ts";
import { readSignedIn } from "../account/account-session.server.ts";
import { editPagePath, PAGE_UPDATED_PARAM } from "./page-edit-paths.ts";

/**
 * Whether this request comes from someone who may edit pages. Anonymous visitors all get the same
 * HTML (the page cache keeps it); only a request with a session cookie, never served from the
 * cache, is looked up, and an editor's page must then be sent `private, no-store`.
 */
export async function isPageEditor(services: Services, request: Request): Promise<boolean> {
  const signedIn = await readSignedIn(services, request);
  return signedIn !== null && mayEditPages(signedIn.customer);
}

/** An editor's page is theirs alone: never cached, by the browser or anyone between. */
export const EDITOR_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * A page's loader data for this visitor: as it is (editor: null) for everyone who shares the cached
 * HTML; for an editor, with the page's edit link and "updated" notice, sent `private, no-store`.
 */
export async function withPageEditor<T extends object>(services: Services, request: Request, slug: string | null, loaded: T) {
  if (slug === null || !(await isPageEditor(services, request))) return { ...loaded, editor: null };
  const editor = { editHref: editPagePath(slug), updated: new URL(request.url).searchParams.get(PAGE_UPDATED_PARAM) === "1" };
  return data({ ...loaded, editor }, { headers: EDITOR_PAGE_HEADERS });
}
