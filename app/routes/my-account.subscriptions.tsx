import { data } from "react-router";
import { listCustomerSubscriptions } from "../../server/subscriptions/list-customer-subscriptions.ts";
import { AccountLayout } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { SubscriptionsTable } from "../components/account/subscriptions-table.tsx";
import { servicesContext } from "../context.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.subscriptions";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/subscriptions: the signed-in customer's subscriptions, newest first (WooCommerce
// Subscriptions lists them all on one page), with their status, next payment and recurring total.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const subscriptions = await listCustomerSubscriptions(services.db, customer.id);
  const { locale, timeZone } = services.config.shop;
  return data({ subscriptions, locale, timeZone, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.subscriptions") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { subscriptions, locale, timeZone, csrfToken } = loaderData;
  return (
    <AccountLayout current="subscriptions" title={t("account.subscriptions")} csrfToken={csrfToken}>
      {subscriptions.length === 0 ? (
        <div className="woocommerce-info">
          <p>{subscriptionText("accountSubscriptions.none")}</p>
          <a className="button" href="/shop">
            {t("account.browseProducts")}
          </a>
        </div>
      ) : (
        <SubscriptionsTable subscriptions={subscriptions} locale={locale} timeZone={timeZone} />
      )}
    </AccountLayout>
  );
}
