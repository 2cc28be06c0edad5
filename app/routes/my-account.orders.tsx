import { data } from "react-router";
import { AccountLayout } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.orders";

// /my-account/orders: the checkout issue fills it; until then every account has no orders.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.orders") }, { name: "robots", content: "noindex" }];

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout current="orders" title={t("account.orders")} csrfToken={loaderData.csrfToken}>
      <div className="woocommerce-info">
        <p>{t("account.noOrders")}</p>
        <a className="button" href="/shop">
          {t("account.browseProducts")}
        </a>
      </div>
    </AccountLayout>
  );
}
