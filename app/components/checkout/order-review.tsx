import type { CartView } from "../../../server/cart/cart.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { t } from "../../i18n/t.ts";
import { RecurringTotals } from "./recurring-totals.tsx";
import { ShippingRates } from "./shipping-rates.tsx";

// "Your order": each line with its quantity and subtotal, then shipping and the totals, all from
// the server's quote for the address the form holds. Tax shows a row per rate that applies (as
// WooCommerce's itemised tax totals), and none when the shop calculates no tax.
// The recurring totals of subscriptions go at the end of the footer, dated in the shop's time zone.

export function OrderReview({ cart, quote, currency, locale, timeZone }: { cart: CartView; quote: CheckoutQuote; currency: string; locale: string; timeZone: string }) {
  const { totals } = quote.pricing;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <thead>
        <tr>
          <th scope="col" className="product-name">
            {t("checkout.product")}
          </th>
          <th scope="col" className="product-total">
            {t("checkout.subtotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line) => (
          <tr key={line.key} className="cart_item">
            <td className="product-name">
              {line.name} <strong className="product-quantity">{t("checkout.lineQuantity", line.quantity)}</strong>
              {line.attributes.length > 0 && (
                <dl className="variation">
                  {line.attributes.map((a) => (
                    <div key={a.key}>
                      <dt>{a.name}:</dt> <dd>{a.label}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </td>
            <td className="product-total">{money(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th scope="row">{t("checkout.subtotal")}</th>
          <td>{money(totals.subtotal)}</td>
        </tr>
        {cart.coupons.map((coupon) => (
          <tr key={coupon.code} className="cart-discount">
            <th scope="row">{t("checkout.couponLine", coupon.code)}</th>
            <td>−{money(coupon.discount)}</td>
          </tr>
        ))}
        <ShippingRates shipping={quote.shipping} currency={currency} locale={locale} />
        {cart.taxNote !== null &&
          (quote.pricing.taxLines.length > 0 ? (
            quote.pricing.taxLines.map((tax) => (
              <tr key={tax.rateId} className={`tax-rate tax-rate-${tax.rateId}`}>
                <th scope="row">{tax.label}</th>
                <td>{money(tax.amount)}</td>
              </tr>
            ))
          ) : (
            <tr className="tax-total">
              <th scope="row">{t("checkout.tax")}</th>
              <td>{money(totals.tax)}</td>
            </tr>
          ))}
        <tr className="order-total">
          <th scope="row">{t("checkout.total")}</th>
          <td>
            <strong>{money(totals.total)}</strong>
          </td>
        </tr>
        <RecurringTotals recurring={quote.recurring} tax={cart.taxNote} currency={currency} locale={locale} timeZone={timeZone} />
      </tfoot>
    </table>
  );
}
