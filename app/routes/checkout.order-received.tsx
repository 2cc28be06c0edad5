import { orderPaymentMethodTitle } from "../i18n/payment-messages.en.ts";
import { data } from "react-router";
import { confirmReturnedPayment } from "../../server/checkout/confirm-returned-payment.ts";
import { getOrderByKey } from "../../server/orders/get-order.ts";
import { formatDate } from "../components/ui/format-date.ts";
import { orderPayPath } from "../components/checkout/checkout-paths.ts";
import { OrderDetails } from "../components/checkout/order-details.tsx";
import { formatMoney } from "../../server/money/format-money.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/checkout.order-received";
import { parseRowId } from "../../server/parse-row-id.ts";
import { offlinePaymentFacts } from "../components/checkout/offline-payment-facts.server.ts";
import { OfflinePaymentInstructions } from "../components/checkout/offline-payment-instructions.tsx";
import { isOneOf } from "../../server/parse-enum.ts";
import { OFFLINE_GATEWAY_IDS } from "../../server/payments/payments.ts";
import { checkoutText } from "../i18n/checkout-messages.en.ts";
import type { StylesHandle } from "../styles/style-parts.ts";

// /checkout/order-received/<id>/?key=<order key>: the receipt after placing an order. The key is
// the only pass (guests have no account), so without the right key the order does not exist: 404.
// It is also where a shopper comes back to from a 3-D Secure challenge: an order still waiting on
// its payment asks the gateway how the challenge ended before it is shown.

/** Offline orders not yet paid: on hold (bank transfer, check) or processing (cash on delivery). */
const AWAITING_OFFLINE_PAYMENT: readonly string[] = ["on-hold", "processing"];


export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const orderId = parseRowId(params.orderId);
  if (orderId === null || key === "") throw data(null, { status: 404 });
  const returned = await confirmReturnedPayment(services.db, services.gateways, { orderId, orderKey: key }, services.config.shop, new Date());
  // Coming back from a 3-D Secure challenge may have paid (or failed) the order: its mails go out.
  if (returned.found) services.orderMails.kick();
  const order = returned.found ? await getOrderByKey(services.db, returned.orderId, key) : null;
  if (order === null) throw data(null, { status: 404 });
  // An order waiting to be paid offline shows how to pay it (WooCommerce's thank-you instructions).
  const offline = isOneOf(OFFLINE_GATEWAY_IDS, order.paymentMethod) && AWAITING_OFFLINE_PAYMENT.includes(order.status) ? await offlinePaymentFacts(services.db, order.paymentMethod) : null;
  return data({ order, offline, locale: services.config.shop.locale }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: checkoutText("orderReceived.pageTitle") }, { name: "robots", content: "noindex" }];

// The order overview and details (checkout.css) and their tables (cart.css) (decision 055).
export const handle = { styles: ["cart", "checkout"] } satisfies StylesHandle;

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  const { order, offline, locale } = loaderData;
  const failed = order.status === "failed";
  return (
    <main id="main" className="site-main woocommerce-order">
      <h1>{checkoutText("orderReceived.pageTitle")}</h1>
      {failed ? (
        <p className="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">
          {checkoutText("orderReceived.failed")} <a href={orderPayPath(order.id, order.key)}>{checkoutText("orderReceived.pay")}</a>
        </p>
      ) : (
        <p className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">{checkoutText("orderReceived.thankYou")}</p>
      )}
      <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
        <li className="woocommerce-order-overview__order order">
          {checkoutText("orderReceived.orderNumber")} <strong>{order.number}</strong>
        </li>
        <li className="woocommerce-order-overview__date date">
          {checkoutText("orderReceived.date")} <strong>{formatDate(order.createdAt, locale)}</strong>
        </li>
        <li className="woocommerce-order-overview__email email">
          {checkoutText("orderReceived.email")} <strong>{order.email}</strong>
        </li>
        <li className="woocommerce-order-overview__total total">
          {checkoutText("orderReceived.total")} <strong>{formatMoney(order.totals.total, order.currency, locale)}</strong>
        </li>
        <li className="woocommerce-order-overview__payment-method method">
          {checkoutText("orderReceived.paymentMethod")} <strong>{orderPaymentMethodTitle(order)}</strong>
        </li>
      </ul>
      {offline && <OfflinePaymentInstructions facts={offline} />}
      <OrderDetails order={order} locale={locale} />
    </main>
  );
}
