import { data, redirect } from "react-router";
import { orderAgain } from "../../server/checkout/order-again.ts";
import { getCustomerNotes, getCustomerOrder } from "../../server/orders/get-order.ts";
import { AccountLayout } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { OrderNotes } from "../components/account/order-notes.tsx";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { OrderDetails } from "../components/checkout/order-details.tsx";
import { formatDate } from "../components/ui/format-date.ts";
import { servicesContext } from "../context.ts";
import { orderStatusName } from "../i18n/checkout-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.view-order";
import { parseRowId } from "../../server/parse-row-id.ts";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/view-order/<id>: one of the signed-in customer's orders, with its lines, totals,
// addresses, status and the updates they were told about. Another customer's order is not found.
// A completed order offers "Order again", which fills the cart with its items and goes there.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const orderId = parseRowId(params.orderId);
  const order = orderId === null ? null : await getCustomerOrder(services.db, orderId, customer.id);
  if (order === null) throw data(null, { status: 404, headers });
  const notes = await getCustomerNotes(services.db, order.id);
  return data({ order, notes, locale: services.config.shop.locale, csrfToken: csrfTokenForPage(request, headers, services.config) }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const orderId = parseRowId(params.orderId);
  const result = orderId === null ? null : await orderAgain(services.db, orderId, customer.id, new Date());
  if (result === null || !result.ok) throw data(null, { status: 404 });
  throw redirect(`/cart?order-again=${result.skipped === 0 ? "order_again_filled" : "order_again_partial"}`, 303);
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? t("accountOrders.number", loaderData.order.number) : t("account.orders") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function ViewOrder({ loaderData }: Route.ComponentProps) {
  const { order, notes, locale } = loaderData;
  return (
    <AccountLayout current="orders" title={t("accountOrders.number", order.number)} csrfToken={loaderData.csrfToken}>
      <p className="order-info">{t("accountOrders.placedOn", order.number, formatDate(order.createdAt, locale), orderStatusName(order.status))}</p>
      <OrderNotes notes={notes} locale={locale} />
      <OrderDetails order={order} locale={locale} />
      {order.status === "completed" && (
        <form method="post" className="order-again">
          <input type="hidden" name="csrf_token" value={loaderData.csrfToken} />
          <button type="submit" className="button">
            {t("accountOrders.orderAgain")}
          </button>
        </form>
      )}
    </AccountLayout>
  );
}
