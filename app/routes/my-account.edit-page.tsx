import { data, isRouteErrorResponse, redirect } from "react-router";
import { getPageForEditing, updatePageAsEditor, type PageEditFailure } from "../../server/content/edit-page.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { applyIntent, draftsFromBlocks, readDraftBlocks, readIntent } from "../components/content/block-editor/block-form-data.ts";
import { PageEditForm } from "../components/content/page-edit-form.tsx";
import { pagePath, updatedPagePath } from "../components/content/page-edit-paths.ts";
import { contentText } from "../i18n/content-messages.en.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.edit-page";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/edit-page/<slug>: the page's block editor, where "Edit in backend" leads (spec §6),
// for editors and administrators only. Visitors who are not signed in go to the login form; other
// accounts get 403. It works without JavaScript: moving, adding and removing blocks show the
// changed draft again (block-form-data.ts); "Update" validates and saves, and a success goes back
// to the page with the "Page updated." notice.

function refuse(failure: PageEditFailure, headers: Headers): never {
  throw data(null, { status: failure.code === "forbidden" ? 403 : 404, headers });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const found = await getPageForEditing(services.db, customer, params.slug);
  if (!found.ok) refuse(found, headers);
  const { page } = found;
  const values = { title: page.title, blocks: draftsFromBlocks(page.blocks) };
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), slug: page.slug, pageTitle: page.title, values }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const title = field("title");
  const blocks = readDraftBlocks(form);
  const intent = readIntent(form);
  if (intent.op !== "save") {
    // Only editors may even see a draft: the same check as saving, with nothing written.
    const found = await getPageForEditing(services.db, customer, params.slug);
    if (!found.ok) refuse(found, headers);
    return data({ code: null, field: null, blockErrors: [], values: { title, blocks: applyIntent(blocks, intent) } }, { headers });
  }
  const result = await updatePageAsEditor(services.db, customer, { slug: params.slug, title, blocks }, new Date());
  if (!result.ok) {
    if (result.code !== "invalid_page") refuse(result, headers);
    return data({ code: result.code, field: result.field, blockErrors: result.blockErrors, values: { title, blocks } }, { headers, status: 422 });
  }
  throw redirect(updatedPagePath(result.page.slug), { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: t("page.editHeading", loaderData?.pageTitle ?? "") }, { name: "robots", content: "noindex" }];

// The page's block editor (content-blocks.css, media-blocks.css) in the account's layout (decision 055).
export const handle = { styles: ["cart", "checkout", "account", "contentBlocks", "mediaBlocks"] } satisfies StylesHandle;

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, slug, pageTitle } = loaderData;
  const failed = actionData !== undefined && actionData.code !== null;
  const notice = failed ? { kind: "error" as const, text: actionData.field === "blocks" ? `${t("page.saveFailed")} ${contentText("content.blocksInvalid")}` : t("page.saveFailed") } : null;
  const values = actionData?.values ?? loaderData.values;
  return (
    <AccountLayout current={null} title={t("page.editHeading", pageTitle)} csrfToken={csrfToken}>
      <AccountNotice notice={notice} />
      <PageEditForm csrfToken={csrfToken} title={values.title} blocks={values.blocks} titleError={actionData?.field === "title"} blockErrors={actionData?.blockErrors ?? []} />
      <p>
        <a href={pagePath(slug)}>{t("page.viewPage")}</a>
      </p>
    </AccountLayout>
  );
}

/** 403 says why; the rest reads as the root's error page does. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="error-page">
      <h1>{status === 403 ? t("page.forbidden") : status === 404 ? t("page.notFound") : t("page.failed")}</h1>
      <p>
        <a href="/shop">{t("page.returnToShop")}</a>
      </p>
    </main>
  );
}
