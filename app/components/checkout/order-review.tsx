import type { CartView } from "../../../server/cart/cart.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { countryName } from "../ui/country-name.ts";
import { IncludesTax, TaxLabel } from "../ui/tax-label.tsx";
import { RecurringTotals } from "./recurring-totals.tsx";
import { ShippingRates } from "./shipping-rates.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// "Your order": each line with its quantity and subtotal, then shipping and the totals, all from
// the server's quote for the address the form holds, shown with or without tax as the display
// setting says (decision 027). Shown without, tax is a row per rate that applies (as WooCommerce's
// itemised tax totals); shown with, it is noted under the total; none when the shop calculates no tax.
// The recurring totals of subscriptions go at the end of the footer, dated in the shop's time zone
// and shown with or without tax by the same rules.

export function OrderReview({ cart, quote, currency, locale, timeZone }: { cart: CartView; quote: CheckoutQuote; currency: string; locale: string; timeZone: string }) {
  const { totals, display } = quote.pricing;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const taxed = cart.taxNote !== null;
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <thead>
        <tr>
          <th scope="col" className="product-name">
            {checkoutText("checkout.product")}
          </th>
          <th scope="col" className="product-total">
            {checkoutText("checkout.subtotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line) => (
          <tr key={line.key} className="cart_item">
            <td className="product-name">
              {line.name} <strong className="product-quantity">{checkoutText("checkout.lineQuantity", line.quantity)}</strong>
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
            <td className="product-total">
              {money(display.lineSubtotals[line.key] ?? line.subtotal)}
              <TaxLabel label={(display.lineSubtotals[line.key] ?? line.subtotal) === line.subtotal ? null : display.label} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th scope="row">{checkoutText("checkout.subtotal")}</th>
          <td>
            {money(display.subtotal)}
            <TaxLabel label={display.label} />
          </td>
        </tr>
        {cart.coupons.map((coupon) => (
          <tr key={coupon.code} className="cart-discount">
            <th scope="row">{checkoutText("checkout.couponLine", coupon.code)}</th>
            <td>−{money(display.couponDiscounts[coupon.code] ?? coupon.discount)}</td>
          </tr>
        ))}
        <ShippingRates shipping={quote.shipping} display={display} currency={currency} locale={locale} />
        {taxed &&
          display.prices === "excl" &&
          (quote.pricing.taxLines.length > 0 ? (
            quote.pricing.taxLines.map((tax) => (
              <tr key={tax.rateId} className={`tax-rate tax-rate-${tax.rateId}`}>
                <th scope="row">{tax.label}</th>
                <td>{money(tax.amount)}</td>
              </tr>
            ))
          ) : (
            <tr className="tax-total">
              <th scope="row">{checkoutText("checkout.tax")}</th>
              <td>{money(totals.tax)}</td>
            </tr>
          ))}
        <tr className="order-total">
          <th scope="row">{checkoutText("checkout.total")}</th>
          <td>
            <strong>{money(totals.total)}</strong>
            {taxed && display.prices === "incl" && totals.tax > 0 && <IncludesTax tax={money(totals.tax)} estimatedFor={display.estimatedFor === null ? null : countryName(display.estimatedFor, locale)} />}
          </td>
        </tr>
        <RecurringTotals recurring={quote.recurring} taxed={taxed} currency={currency} locale={locale} timeZone={timeZone} />
      </tfoot>
    </table>
  );
}
