import type { ReactNode } from "react";
import type { OrderLine, OrderSummary } from "../../../server/orders/orders.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import type { Subscription } from "../../../server/subscriptions/subscriptions.ts";
import { subscriptionStatusName, subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { OrderLineName } from "../checkout/order-line-name.tsx";
import { OrderColumns, OrderSummaryCells, PayOrderLink, ViewOrderLink } from "./orders-table.tsx";
import { recurringAmount, subscriptionDate } from "./subscription-words.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// The view-subscription page's parts, after WooCommerce Subscriptions' templates: the details
// (status, dates, payment method), the recurring totals each renewal charges, and the orders that
// belong to it. A renewal order still unpaid can be paid from here, as from the orders table.

export interface SubscriptionPageFormat {
  locale: string;
  timeZone: string;
}

/** `payment` is the method's words ("Visa ending in 4242", "Direct bank transfer", or manual renewal). */
export function SubscriptionOverview({ subscription, lastOrderAt, payment, format }: { subscription: Subscription; lastOrderAt: string | null; payment: string; format: SubscriptionPageFormat }) {
  const date = (iso: string | null) => subscriptionDate(iso, format.locale, format.timeZone);
  const { dates } = subscription;
  const rows: { key: string; label: string; value: string }[] = [
    { key: "status", label: subscriptionText("accountSubscriptions.status"), value: subscriptionStatusName(subscription.status) },
    { key: "start", label: subscriptionText("accountSubscriptions.startDate"), value: date(dates.start) },
    { key: "last-order", label: subscriptionText("accountSubscriptions.lastOrderDate"), value: date(lastOrderAt) },
    { key: "next-payment", label: subscriptionText("accountSubscriptions.nextPaymentDate"), value: date(dates.nextPayment) },
    ...(dates.end === null ? [] : [{ key: "end", label: subscriptionText("accountSubscriptions.endDate"), value: date(dates.end) }]),
    ...(dates.trialEnd === null ? [] : [{ key: "trial-end", label: subscriptionText("accountSubscriptions.trialEndDate"), value: date(dates.trialEnd) }]),
    { key: "payment", label: subscriptionText("accountSubscriptions.payment"), value: payment },
  ];
  return (
    <table className="shop_table subscription_details" aria-label={subscriptionText("accountSubscriptions.details")}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={`subscription-${row.key}`}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `lineActions` renders a line's own actions (e.g. "Upgrade or Downgrade") under its name. */
export function SubscriptionTotals({ subscription, locale, lineActions }: { subscription: Subscription; locale: string; lineActions?: (line: OrderLine, index: number) => ReactNode }) {
  const money = (minor: number) => formatMoney(minor, subscription.currency, locale);
  return (
    <section className="woocommerce-subscription-totals" aria-labelledby="subscription-totals-heading">
      <h2 id="subscription-totals-heading">{subscriptionText("accountSubscriptions.totals")}</h2>
      <table className="shop_table order_details">
        <thead>
          <tr>
            <th scope="col">{subscriptionText("accountSubscriptions.product")}</th>
            <th scope="col">{checkoutText("checkout.total")}</th>
          </tr>
        </thead>
        <tbody>
          {subscription.lines.map((line, index) => (
            <tr key={`${line.productId}-${line.variationId ?? ""}-${index}`} className="order_item">
              <td>
                <OrderLineName line={line} />
                {lineActions?.(line, index)}
              </td>
              <td>{money(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{checkoutText("checkout.subtotal")}</th>
            <td>{money(subscription.totals.subtotal)}</td>
          </tr>
          {subscription.shippingLines.map((s) => (
            <tr key={s.methodId}>
              <th scope="row">{checkoutText("checkout.shipping")}</th>
              <td>
                {money(s.cost)} <small>{s.label}</small>
              </td>
            </tr>
          ))}
          {subscription.taxLines.map((tax) => (
            <tr key={tax.rateId}>
              <th scope="row">{tax.label}</th>
              <td>{money(tax.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{checkoutText("checkout.total")}</th>
            <td>{recurringAmount(subscription.totals.total, subscription.currency, subscription.plan, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export function RelatedOrders({ orders, locale }: { orders: readonly OrderSummary[]; locale: string }) {
  return (
    // Not itself a labelled region: the table's scrolling region below carries the heading's name,
    // and two landmarks may not share one (axe's landmark-unique).
    <section className="woocommerce-related-orders">
      <h2 id="related-orders-heading">{subscriptionText("accountSubscriptions.relatedOrders")}</h2>
      <div className="account-orders-table-wrapper" role="region" aria-labelledby="related-orders-heading" tabIndex={0}>
        <table className="shop_table shop_table_responsive my_account_orders woocommerce-orders-table">
          <OrderColumns />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className={`order woocommerce-orders-table__row--status-${order.status}`}>
                <OrderSummaryCells order={order} locale={locale} />
                <td>{formatMoney(order.total, order.currency, locale)}</td>
                <td>
                  <PayOrderLink order={order} />{" "}
                  <ViewOrderLink order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
