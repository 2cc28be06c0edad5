import type { SubscriptionSummary } from "../../../server/subscriptions/subscriptions.ts";
import { subscriptionStatusName, subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { viewSubscriptionPath } from "./subscription-paths.ts";
import { recurringAmount, subscriptionDate } from "./subscription-words.ts";

// My account → Subscriptions: WooCommerce Subscriptions' table (subscription, status, next
// payment, total, and View). Like the orders table, it scrolls sideways inside its own region on
// narrow screens, and that region can be scrolled by keyboard.

export function SubscriptionsTable({ subscriptions, locale, timeZone }: { subscriptions: readonly SubscriptionSummary[]; locale: string; timeZone: string }) {
  return (
    <div className="account-orders-table-wrapper" role="region" aria-label={t("account.subscriptions")} tabIndex={0}>
      <table className="my_account_subscriptions my_account_orders woocommerce-orders-table woocommerce-MyAccount-subscriptions shop_table shop_table_responsive">
        <thead>
          <tr>
            <th scope="col">{subscriptionText("accountSubscriptions.subscription")}</th>
            <th scope="col">{subscriptionText("accountSubscriptions.status")}</th>
            <th scope="col">{subscriptionText("accountSubscriptions.nextPayment")}</th>
            <th scope="col">{subscriptionText("accountSubscriptions.total")}</th>
            <th scope="col">{subscriptionText("accountSubscriptions.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => (
            <tr key={subscription.id} className={`order woocommerce-orders-table__row woocommerce-orders-table__row--status-${subscription.status}`}>
              <th scope="row" className="subscription-id order-number woocommerce-orders-table__cell-subscription-id">
                <a href={viewSubscriptionPath(subscription.id)} aria-label={subscriptionText("accountSubscriptions.viewNumber", subscription.number)}>
                  {subscriptionText("accountSubscriptions.number", subscription.number)}
                </a>
              </th>
              <td className="subscription-status order-status">{subscriptionStatusName(subscription.status)}</td>
              <td className="subscription-next-payment order-date">
                {subscription.nextPayment === null ? (
                  subscriptionText("accountSubscriptions.noDate")
                ) : (
                  <time dateTime={subscription.nextPayment}>{subscriptionDate(subscription.nextPayment, locale, timeZone)}</time>
                )}
              </td>
              <td className="subscription-total order-total">{recurringAmount(subscription.total, subscription.currency, subscription, locale)}</td>
              <td className="subscription-actions order-actions">
                <a href={viewSubscriptionPath(subscription.id)} className="woocommerce-button button view" aria-label={subscriptionText("accountSubscriptions.viewNumber", subscription.number)}>
                  {subscriptionText("accountSubscriptions.view")}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
