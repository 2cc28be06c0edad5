import { data, redirect } from "react-router";
import { endSession } from "../../server/auth/end-session.ts";
import { AccountLayout, LogoutForm } from "../components/account/account-layout.tsx";
import { MY_ACCOUNT_PATH } from "../components/account/account-panels.ts";
import { appendSessionCookies, csrfTokenForPage, mergeAccountHeaders, sessionTokenOf } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.customer-logout";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/customer-logout: a GET only asks (as WooCommerce does when its nonce is missing);
// the POST, CSRF-checked, ends the session and clears the session cookies.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  await endSession(services.db, sessionTokenOf(request));
  appendSessionCookies(headers, services.config, null);
  throw redirect(MY_ACCOUNT_PATH, { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.logOut") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function CustomerLogout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout current="dashboard" title={t("account.logOut")} csrfToken={loaderData.csrfToken}>
      <p>{t("account.logoutConfirm")}</p>
      <LogoutForm csrfToken={loaderData.csrfToken} label={t("account.confirmLogout")} />
    </AccountLayout>
  );
}
