import type { ReactNode } from "react";
import type { CartView } from "../../../server/cart/cart.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { t } from "../../i18n/t.ts";
import { countryName } from "../ui/country-name.ts";

// Subtotal, coupons, tax and total; shipping arrives with checkout. The tax row shows only when
// the shop calculates tax: added to the total, or noted in it when prices include tax, and
// "estimated" for the shop's own country until the checkout knows the shopper's address.
// `recurringTotals`: the subscriptions' "Recurring totals" rows, after today's total.
export function CartTotals({ cart, currency, locale, recurringTotals = null }: { cart: CartView; currency: string; locale: string; recurringTotals?: ReactNode }) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t("cart.totals")}</h2>
      <table className="shop_table">
        <tbody>
          <tr className="cart-subtotal">
            <th scope="row">{t("cart.subtotal")}</th>
            <td>{money(cart.totals.subtotal)}</td>
          </tr>
          {cart.coupons.map((coupon) => (
            <tr key={coupon.code} className="cart-discount" data-coupon={coupon.code}>
              <th scope="row">{t("cart.couponLine", coupon.code)}</th>
              <td>
                −{money(coupon.discount)}{" "}
                <form method="post" action="/cart" className="remove-coupon-form">
                  <button type="submit" name="remove_coupon" value={coupon.code} className="link-button woocommerce-remove-coupon" aria-label={t("cart.removeCouponLabel", coupon.code)}>
                    {t("cart.removeCoupon")}
                  </button>
                </form>
              </td>
            </tr>
          ))}
          {cart.totals.discount > 0 && (
            <tr className="cart-discount-total">
              <th scope="row">{t("cart.discount")}</th>
              <td>−{money(cart.totals.discount)}</td>
            </tr>
          )}
          {cart.taxNote && !cart.taxNote.inclusive && (
            <tr className="tax-total">
              <th scope="row">
                {t("cart.tax")}
                {cart.taxNote.estimatedFor !== null && <small className="tax-estimate"> {t("cart.taxEstimatedFor", countryName(cart.taxNote.estimatedFor, locale))}</small>}
              </th>
              <td>{money(cart.totals.tax)}</td>
            </tr>
          )}
          <tr className="order-total">
            <th scope="row">{t("cart.total")}</th>
            <td>
              <strong>{money(cart.totals.total)}</strong>
              {cart.taxNote?.inclusive && cart.totals.tax > 0 && <small className="includes_tax"> {t("cart.includesTax", money(cart.totals.tax))}</small>}
            </td>
          </tr>
          {recurringTotals}
        </tbody>
      </table>
      <p className="shipping-note">{t("cart.shippingLater")}</p>
      <p className="wc-proceed-to-checkout">
        <a href="/checkout" className="checkout-button button alt wc-forward">
          {t("cart.proceedToCheckout")}
        </a>
      </p>
    </section>
  );
}
