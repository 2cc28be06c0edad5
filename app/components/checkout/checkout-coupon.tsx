import { t } from "../../i18n/t.ts";
import { APPLY_COUPON_FIELD, CHECKOUT_COUPON_FORM_ID, CHECKOUT_PATH } from "./checkout-paths.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// "Have a coupon? Click here to enter your code": a disclosure (works without JavaScript) holding
// a small form of its own, applied as on the cart page. With JavaScript the checkout script applies
// it in place and refreshes the review; without, the page comes back with the notice.

export function CheckoutCoupon({ csrfToken }: { csrfToken: string }) {
  return (
    <details className="woocommerce-form-coupon-toggle">
      <summary className="woocommerce-info">
        {checkoutText("checkout.haveCoupon")} <span className="showcoupon">{checkoutText("checkout.enterCouponCode")}</span>
      </summary>
      <form id={CHECKOUT_COUPON_FORM_ID} method="post" action={CHECKOUT_PATH} className="checkout_coupon woocommerce-form-coupon" data-checkout-coupon>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <p className="form-row form-row-first">
          <label htmlFor="coupon_code" className="screen-reader-text">
            {t("cart.couponLabel")}
          </label>
          <input type="text" name="coupon_code" className="input-text" id="coupon_code" placeholder={t("cart.couponPlaceholder")} />
        </p>
        <p className="form-row form-row-last">
          <button type="submit" className="button" name={APPLY_COUPON_FIELD} value="1">
            {t("cart.applyCoupon")}
          </button>
        </p>
        <p className="coupon-notices" role="status" data-coupon-notices />
      </form>
    </details>
  );
}
