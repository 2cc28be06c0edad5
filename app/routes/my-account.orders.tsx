import { data } from "react-router";
import { cancelOrder } from "../../server/orders/cancel-order.ts";
import { listCustomerOrders } from "../../server/orders/list-customer-orders.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { accountOrdersPagePath } from "../components/account/account-order-paths.ts";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { OrdersTable } from "../components/account/orders-table.tsx";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.orders";
import { parseRowId } from "../../server/parse-row-id.ts";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/orders and /my-account/orders/N: the signed-in customer's orders, newest first, a
// page at a time (ORDERS_PER_PAGE). A page past the last, or not a page number, is not found.
// Posting cancel_order=<id> cancels one of the customer's unpaid orders (orders/cancel-order.ts).

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const requested = params.page === undefined ? 1 : PAGE_NUMBER.test(params.page) ? Number(params.page) : null;
  if (requested === null) throw data(null, { status: 404, headers });
  const page = await listCustomerOrders(services.db, customer.id, requested);
  if (page.page !== requested) throw data(null, { status: 404, headers });
  return data({ page, locale: services.config.shop.locale, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}


export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const requested = (await request.formData()).get("cancel_order");
  const orderId = typeof requested === "string" ? parseRowId(requested) : null;
  const outcome = orderId === null ? null : await cancelOrder(services.db, orderId, { by: "customer", customerId: customer.id }, new Date());
  if (outcome?.ok) services.orderMails.kick();
  if (outcome?.ok) return data({ kind: "success" as const, message: "accountOrders.cancelled" as const });
  return data({ kind: "error" as const, message: "accountOrders.cannotCancel" as const }, { status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.orders") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { page, locale, csrfToken } = loaderData;
  return (
    <AccountLayout current="orders" title={t("account.orders")} csrfToken={csrfToken}>
      <AccountNotice notice={actionData ? { kind: actionData.kind, text: t(actionData.message) } : null} />
      {page.orders.length === 0 ? (
        <div className="woocommerce-info">
          <p>{t("account.noOrders")}</p>
          <a className="button" href="/shop">
            {t("account.browseProducts")}
          </a>
        </div>
      ) : (
        <>
          <OrdersTable orders={page.orders} locale={locale} csrfToken={csrfToken} />
          {page.pageCount > 1 && (
            <nav className="woocommerce-pagination woocommerce-Pagination" aria-label={t("accountOrders.pagination")}>
              {page.page > 1 && (
                <a className="woocommerce-button woocommerce-button--previous button" href={accountOrdersPagePath(page.page - 1)} rel="prev">
                  {t("accountOrders.previous")}
                </a>
              )}{" "}
              {page.page < page.pageCount && (
                <a className="woocommerce-button woocommerce-button--next button" href={accountOrdersPagePath(page.page + 1)} rel="next">
                  {t("accountOrders.next")}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </AccountLayout>
  );
}
