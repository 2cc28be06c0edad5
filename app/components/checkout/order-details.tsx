import { orderPaymentMethodTitle } from "../../i18n/payment-messages.en.ts";
import { orderDisplay } from "../../../server/orders/order-display.ts";
import type { Order, OrderAddress } from "../../../server/orders/orders.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { IncludesTax, TaxLabel } from "../ui/tax-label.tsx";
import { addressLines } from "./address-lines.ts";
import { OrderLineName } from "./order-line-name.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// An order's lines, totals and addresses, as the order-received page (and later the account's
// view-order page) shows them. Every amount is what the order recorded, shown with or without tax
// as the checkout showed it (decision 027).

function AddressBlock({ address }: { address: OrderAddress }) {
  const lines = addressLines(address);
  return (
    <address>
      {lines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
      {address.phone !== "" && <span className="woocommerce-customer-details--phone">{address.phone}</span>}
      {address.email !== "" && <span className="woocommerce-customer-details--email">{address.email}</span>}
    </address>
  );
}

export function OrderDetails({ order, locale }: { order: Order; locale: string }) {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const shown = orderDisplay(order);
  return (
    <>
      <section className="woocommerce-order-details" aria-labelledby="order-details-heading">
        <h2 id="order-details-heading">{checkoutText("orderReceived.orderDetails")}</h2>
        <table className="woocommerce-table woocommerce-table--order-details shop_table order_details">
          <thead>
            <tr>
              <th scope="col">{checkoutText("checkout.product")}</th>
              <th scope="col">{checkoutText("checkout.total")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.productId}-${line.variationId ?? ""}-${index}`} className="order_item">
                <td>
                  <OrderLineName line={line} />
                </td>
                <td>
                  {money(shown.lineSubtotals[index] ?? line.subtotal)}
                  <TaxLabel label={(shown.lineSubtotals[index] ?? line.subtotal) === line.subtotal ? null : shown.label} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{checkoutText("checkout.subtotal")}</th>
              <td>
                {money(shown.subtotal)}
                <TaxLabel label={shown.label} />
              </td>
            </tr>
            {order.couponLines.map((c, index) => (
              <tr key={c.code}>
                <th scope="row">{checkoutText("checkout.couponLine", c.code)}</th>
                <td>−{money(shown.couponDiscounts[index] ?? c.discount)}</td>
              </tr>
            ))}
            {order.shippingLines.map((s, index) => (
              <tr key={s.methodId}>
                <th scope="row">{checkoutText("checkout.shipping")}</th>
                <td>
                  {money(shown.shippingCosts[index] ?? s.cost)} <small>{s.label}</small>
                </td>
              </tr>
            ))}
            {shown.prices === "incl" ? null : order.taxLines.length > 0 ? (
              order.taxLines.map((tax) => (
                <tr key={tax.rateId}>
                  <th scope="row">{tax.label}</th>
                  <td>{money(tax.amount)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <th scope="row">{checkoutText("checkout.tax")}</th>
                <td>{money(order.totals.tax)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">{checkoutText("orderReceived.paymentMethod")}</th>
              <td>{orderPaymentMethodTitle(order)}</td>
            </tr>
            <tr>
              <th scope="row">{checkoutText("checkout.total")}</th>
              <td>
                {money(order.totals.total)}
                {shown.prices === "incl" && order.totals.tax > 0 && <IncludesTax tax={money(order.totals.tax)} estimatedFor={null} />}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className="woocommerce-customer-details" aria-labelledby="billing-address-heading">
        <h2 id="billing-address-heading">{checkoutText("orderReceived.billingAddress")}</h2>
        <AddressBlock address={order.billing} />
        {order.shipping !== null && (
          <>
            <h2>{checkoutText("orderReceived.shippingAddress")}</h2>
            <AddressBlock address={order.shipping} />
          </>
        )}
      </section>
    </>
  );
}
