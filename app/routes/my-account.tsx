import { data, redirect } from "react-router";
import { listCustomerOrders } from "../../server/orders/list-customer-orders.ts";
import { AccountForms } from "../components/account/account-forms.tsx";
import { AccountLayout, LogoutForm } from "../components/account/account-layout.tsx";
import { handleAccountPost } from "../components/account/account-post.server.ts";
import { csrfTokenForPage, mergeAccountHeaders, readSignedIn } from "../components/account/account-session.server.ts";
import { withPostOutcome } from "../components/account/inline-forms.ts";
import { loadInlineForms } from "../components/account/load-account-forms.server.ts";
import { RECENT_ORDERS, RecentOrders } from "../components/account/recent-orders.tsx";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account: the dashboard when signed in; otherwise the inline login and register form, which
// posts here without JavaScript. Per visitor, never cached; no router runtime (the account script
// enhances the forms, decision 005's pattern).

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const signedIn = await readSignedIn(services, request);
  if (signedIn !== null) {
    const csrfToken = csrfTokenForPage(request, headers, services.config);
    const recent = await listCustomerOrders(services.db, signedIn.customer.id, 1);
    const orders = recent.orders.slice(0, RECENT_ORDERS);
    return data({ kind: "dashboard" as const, displayName: signedIn.customer.displayName, csrfToken, orders, locale: services.config.shop.locale }, { headers });
  }
  const forms = await loadInlineForms(services, request, headers, { activePanel: "login", noJsPanels: ["login", "register"], reset: null });
  return data({ kind: "forms" as const, forms }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const outcome = await handleAccountPost(context.get(servicesContext), request, headers);
  if ("redirect" in outcome) throw redirect(outcome.redirect, { status: 303, headers });
  return data(outcome, { headers, status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.myAccount") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "dashboard") {
    return (
      <AccountLayout current="dashboard" title={t("account.myAccount")} csrfToken={loaderData.csrfToken}>
        <div className="account-hello">
          {t("account.hello", loaderData.displayName)} {t("account.notYou", loaderData.displayName)} <LogoutForm csrfToken={loaderData.csrfToken} label={t("account.logOut")} />)
        </div>
        <RecentOrders orders={loaderData.orders} locale={loaderData.locale} />
      </AccountLayout>
    );
  }
  return (
    <main id="main" className="my-account">
      <h1>{t("account.myAccount")}</h1>
      <AccountForms display="inline" idPrefix="" {...withPostOutcome(loaderData.forms, actionData)} />
    </main>
  );
}
