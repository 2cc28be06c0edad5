import { data, isRouteErrorResponse, redirect } from "react-router";
import { getPageForEditing, updatePageAsEditor, type PageEditFailure } from "../../server/content/edit-page.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { PageEditForm } from "../components/content/page-edit-form.tsx";
import { updatedPagePath } from "../components/content/page-edit-paths.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.edit-page";

// /my-account/edit-page/<slug>: the backend editor link of a content page (spec §6), for editors
// and administrators only. Visitors who are not signed in go to the login form; other accounts get
// 403. Saved without JavaScript; a success goes back to the page with the "Page updated." notice.

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
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), slug: page.slug, pageTitle: page.title, values: { title: page.title, content: page.content } }, { headers });
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
  const values = { title: field("title"), content: field("content") };
  const result = await updatePageAsEditor(services.db, customer, { slug: params.slug, ...values }, new Date());
  if (!result.ok) {
    if (result.code !== "invalid_page") refuse(result, headers);
    return data({ code: result.code, field: result.field, values }, { headers, status: 422 });
  }
  throw redirect(updatedPagePath(result.page.slug), { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: t("page.editHeading", loaderData?.pageTitle ?? "") }, { name: "robots", content: "noindex" }];

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, slug, pageTitle } = loaderData;
  const notice = actionData === undefined ? null : { kind: "error" as const, text: t("page.saveFailed") };
  return (
    <AccountLayout current={null} title={t("page.editHeading", pageTitle)} csrfToken={csrfToken}>
      <AccountNotice notice={notice} />
      <PageEditForm csrfToken={csrfToken} values={actionData?.values ?? loaderData.values} errorField={actionData?.field ?? null} />
      <p>
        <a href={`/${slug}`}>{t("page.viewPage")}</a>
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
