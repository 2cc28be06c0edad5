import type { ReactNode } from "react";
import type { CartView } from "../../../server/cart/cart.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { t } from "../../i18n/t.ts";
import { countryName } from "../ui/country-name.ts";
import { IncludesTax, TaxLabel } from "../ui/tax-label.tsx";

// Subtotal, coupons, tax and total; shipping arrives with checkout. Amounts show with or without
// tax as the cart's display setting says (decision 027). When the shop calculates tax, it is a row
// of its own when amounts show without it, or noted under the total when they show with it; either
// way "estimated" for the shop's own country until the checkout knows the shopper's address.
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
            <td>
              {money(cart.displayTotals.subtotal)}
              <TaxLabel label={cart.taxNote?.label ?? null} />
            </td>
          </tr>
          {cart.coupons.map((coupon) => (
            <tr key={coupon.code} className="cart-discount" data-coupon={coupon.code}>
              <th scope="row">{t("cart.couponLine", coupon.code)}</th>
              <td>
                −{money(coupon.displayDiscount)}{" "}
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
              <td>−{money(cart.displayTotals.discount)}</td>
            </tr>
          )}
          {cart.taxNote?.display === "excl" && (
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
              {cart.taxNote?.display === "incl" && cart.totals.tax > 0 && (
                <IncludesTax tax={money(cart.totals.tax)} estimatedFor={cart.taxNote.estimatedFor === null ? null : countryName(cart.taxNote.estimatedFor, locale)} />
              )}
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
