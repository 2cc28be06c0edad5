import type { CheckoutDisplay, CheckoutShipping } from "../../../server/checkout/checkout.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { shippingUnavailableText } from "../../i18n/checkout-messages.en.ts";
import { TaxLabel } from "../ui/tax-label.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// The review's shipping row: the destination's rates as radio buttons (WooCommerce's
// shipping_method list), the chosen one checked; or why there is none yet. Each cost shows with or
// without its tax as the review shows amounts (decision 027), "(incl. tax)" when it gained some.

export function ShippingRates({ shipping, display, currency, locale }: { shipping: CheckoutShipping; display: CheckoutDisplay; currency: string; locale: string }) {
  if (!shipping.needsShipping) return null;
  return (
    <tr className="woocommerce-shipping-totals shipping">
      <th scope="row">{checkoutText("checkout.shipping")}</th>
      <td data-title={checkoutText("checkout.shipping")}>
        {shipping.rates.length === 0 ? (
          <p className="woocommerce-shipping-unavailable" id="shipping_method">
            {shippingUnavailableText(shipping.unavailable)}
          </p>
        ) : (
          <fieldset className="shipping-methods">
            <legend className="screen-reader-text">{checkoutText("checkout.shippingMethods")}</legend>
            <ul id="shipping_method" className="woocommerce-shipping-methods">
              {shipping.rates.map((rate) => {
                const id = `shipping_method_${rate.id.replace(/[^a-z0-9_-]/gi, "_")}`;
                const shown = display.shippingCosts[rate.id] ?? { cost: rate.cost, labelled: false };
                return (
                  <li key={rate.id}>
                    <input type="radio" name="shipping_method" id={id} value={rate.id} className="shipping_method" defaultChecked={rate.id === shipping.chosen?.id} />
                    <label htmlFor={id}>
                      {rate.label}
                      {shown.cost > 0 && (
                        <>
                          : {formatMoney(shown.cost, currency, locale)}
                          <TaxLabel label={shown.labelled ? display.prices : null} />
                        </>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </td>
    </tr>
  );
}
