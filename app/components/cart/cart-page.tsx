import type { CartView } from "../../../server/cart/cart.ts";
import type { QuotedRecurringCart } from "../../../server/checkout/checkout.ts";
import { RecurringTotals } from "../checkout/recurring-totals.tsx";
import { t } from "../../i18n/t.ts";
import { CartLineRow } from "./cart-line-row.tsx";
import { CartNotices } from "./cart-notices.tsx";
import { CartTotals } from "./cart-totals.tsx";
import type { PageNotice } from "./page-notice.ts";

// The cart page as WooCommerce lays it out. Every control is a real form posting to /cart, so it
// works without JavaScript; the cart script turns the same forms into requests to the JSON API.

export interface CartPageProps {
  cart: CartView | null;
  notices: readonly PageNotice[];
  currency: string;
  locale: string;
  /** What the cart's subscriptions renew at (no shipping before checkout knows the address). */
  recurring: readonly QuotedRecurringCart[];
  timeZone: string;
}

export function CartPage({ cart, notices, currency, locale, recurring, timeZone }: CartPageProps) {
  const lines = cart?.lines ?? [];
  return (
    <main id="main" className="cart-main" data-cart-page>
      <h1>{t("cart.pageTitle")}</h1>
      <CartNotices notices={notices} />
      {cart === null || lines.length === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty woocommerce-info">{t("cart.emptyCart")}</p>
          <p className="return-to-shop">
            <a className="button wc-backward" href="/shop">
              {t("cart.returnToShop")}
            </a>
          </p>
        </div>
      ) : (
        <div className="cart-layout">
          <form className="woocommerce-cart-form" method="post" action="/cart">
            <table className="shop_table cart">
              <caption className="visually-hidden">{t("cart.pageTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="product-remove">
                    <span className="visually-hidden">{t("cart.removeSymbol")}</span>
                  </th>
                  <th scope="col" className="product-thumbnail">
                    <span className="visually-hidden">{t("cart.image")}</span>
                  </th>
                  <th scope="col">{t("cart.product")}</th>
                  <th scope="col">{t("cart.price")}</th>
                  <th scope="col">{t("cart.quantity")}</th>
                  <th scope="col">{t("cart.subtotal")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <CartLineRow key={line.key} line={line} taxLabel={cart.taxNote?.label ?? null} currency={currency} locale={locale} />
                ))}
              </tbody>
            </table>
            <p className="actions">
              <button type="submit" name="update_cart" value="1" className="button">
                {t("cart.updateCart")}
              </button>
            </p>
          </form>
          <form className="coupon" method="post" action="/cart">
            <label htmlFor="coupon_code">{t("cart.couponLabel")}</label>
            <input type="text" name="coupon_code" id="coupon_code" className="input-text" placeholder={t("cart.couponPlaceholder")} autoComplete="off" />
            <button type="submit" name="apply_coupon" value="1" className="button">
              {t("cart.applyCoupon")}
            </button>
          </form>
          <CartTotals
            cart={cart}
            currency={currency}
            locale={locale}
            recurringTotals={<RecurringTotals recurring={recurring} taxed={cart.taxNote !== null} currency={currency} locale={locale} timeZone={timeZone} />}
          />
        </div>
      )}
    </main>
  );
}
