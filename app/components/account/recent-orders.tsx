import type { OrderSummary } from "../../../server/orders/orders.ts";
import { orderStatusName } from "../../i18n/checkout-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { formatDate } from "../ui/format-date.ts";
import { MY_ACCOUNT_PATH } from "./account-panels.ts";
import { viewOrderPath } from "./account-order-paths.ts";

// The dashboard's way into the account: WooCommerce's intro sentence with its links, and the
// customer's latest orders, each a link to its page.

/** How many orders the dashboard lists; the rest are a click away on Orders. */
export const RECENT_ORDERS = 3;

const LINKS: Record<string, { href: string; label: "account.introOrders" | "account.introAddresses" | "account.introAccount" }> = {
  orders: { href: `${MY_ACCOUNT_PATH}/orders`, label: "account.introOrders" },
  addresses: { href: `${MY_ACCOUNT_PATH}/edit-address`, label: "account.introAddresses" },
  account: { href: `${MY_ACCOUNT_PATH}/edit-account`, label: "account.introAccount" },
};

/** The catalogue's sentence with {orders}, {addresses} and {account} turned into links. */
function DashboardIntro() {
  const parts = t("account.dashboardIntro").split(/\{(\w+)\}/);
  return <p>{parts.map((part, i) => (i % 2 === 1 && LINKS[part] ? <a key={part} href={LINKS[part].href}>{t(LINKS[part].label)}</a> : part))}</p>;
}

export function RecentOrders({ orders, locale }: { orders: readonly OrderSummary[]; locale: string }) {
  return (
    <>
      <DashboardIntro />
      {orders.length > 0 && (
        <section className="account-recent-orders" aria-labelledby="recent-orders-heading">
          <h2 id="recent-orders-heading">{t("account.recentOrders")}</h2>
          <ul>
            {orders.slice(0, RECENT_ORDERS).map((order) => (
              <li key={order.id}>
                <a href={viewOrderPath(order.id)}>{t("accountOrders.number", order.number)}</a> — <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time> — {orderStatusName(order.status)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
