import type { OrderSummary } from "../../../server/orders/orders.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { orderStatusName } from "../../i18n/checkout-messages.en.ts";
import { t, tPlural } from "../../i18n/t.ts";
import { orderPayPath } from "../checkout/checkout-paths.ts";
import { formatDate } from "../ui/format-date.ts";
import { viewOrderPath } from "./account-order-paths.ts";

// My account → Orders: WooCommerce's table (order, date, status, total, actions). It sits in a
// region that scrolls sideways on narrow screens (spec §2) and can be scrolled by keyboard. An
// unpaid order can be paid or cancelled; Cancel is a plain form posting to the page itself.

const PAYABLE = new Set(["pending", "failed"]);

/** The table's head, shared with a subscription's related orders. */
export function OrderColumns() {
  return (
    <thead>
      <tr>
        <th scope="col">{t("accountOrders.order")}</th>
        <th scope="col">{t("accountOrders.date")}</th>
        <th scope="col">{t("accountOrders.status")}</th>
        <th scope="col">{t("accountOrders.total")}</th>
        <th scope="col">{t("accountOrders.actions")}</th>
      </tr>
    </thead>
  );
}

/** An order's number (linking to it), date and status cells. */
export function OrderSummaryCells({ order, locale }: { order: OrderSummary; locale: string }) {
  return (
    <>
      <th scope="row" className="woocommerce-orders-table__cell-order-number">
        <a href={viewOrderPath(order.id)} aria-label={t("accountOrders.viewOrderNumber", order.number)}>
          {t("accountOrders.number", order.number)}
        </a>
      </th>
      <td>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
      </td>
      <td>{orderStatusName(order.status)}</td>
    </>
  );
}

/** "Pay" for an unpaid order. */
export function PayOrderLink({ order }: { order: OrderSummary }) {
  if (!PAYABLE.has(order.status)) return null;
  return (
    <a href={orderPayPath(order.id, order.key)} className="woocommerce-button button pay" aria-label={t("accountOrders.payOrderNumber", order.number)}>
      {t("accountOrders.pay")}
    </a>
  );
}

export function ViewOrderLink({ order }: { order: OrderSummary }) {
  return (
    <a href={viewOrderPath(order.id)} className="woocommerce-button button view" aria-label={t("accountOrders.viewOrderNumber", order.number)}>
      {t("accountOrders.view")}
    </a>
  );
}

export function OrdersTable({ orders, locale, csrfToken }: { orders: readonly OrderSummary[]; locale: string; csrfToken: string }) {
  return (
    <div className="account-orders-table-wrapper" role="region" aria-label={t("account.orders")} tabIndex={0}>
      <table className="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
        <OrderColumns />
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className={`woocommerce-orders-table__row woocommerce-orders-table__row--status-${order.status} order`}>
              <OrderSummaryCells order={order} locale={locale} />
              <td>{tPlural(order.itemCount, { one: "accountOrders.totalForItem", other: "accountOrders.totalForItems" }, formatMoney(order.total, order.currency, locale), order.itemCount)}</td>
              <td className="woocommerce-orders-table__cell-order-actions">
                <PayOrderLink order={order} />{" "}
                {PAYABLE.has(order.status) && (
                  <form method="post" className="account-orders-table__cancel">
                    <input type="hidden" name="csrf_token" value={csrfToken} />
                    <button type="submit" name="cancel_order" value={order.id} className="woocommerce-button button cancel" aria-label={t("accountOrders.cancelOrderNumber", order.number)}>
                      {t("accountOrders.cancel")}
                    </button>
                  </form>
                )}{" "}
                <ViewOrderLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
