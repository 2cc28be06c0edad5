import { formatMoney } from "../../../server/money/format-money.ts";
import type { RecurringCart } from "../../../server/subscriptions/subscriptions.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { describeBillingSchedule } from "../ui/subscription-terms.ts";

// "Recurring totals" (WooCommerce Subscriptions' cart and checkout): rows after today's total, one
// block per recurring cart, with its subtotal, shipping, tax and "Recurring total" per period, and
// the day it first renews in the shop's time zone. Rows of the totals table they sit in, rendered
// on the server with the rest of it, so a refresh of the totals brings them along.

export interface RecurringTotalsProps {
  recurring: readonly RecurringCart[];
  /** The shop calculates tax: a row of its own, or "(includes … Tax)" when prices include it. */
  tax: { inclusive: boolean } | null;
  currency: string;
  locale: string;
  timeZone: string;
}

function firstRenewal(instant: string, locale: string, timeZone: string): string {
  return subscriptionText("subscription.firstRenewal", new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(instant)));
}

export function RecurringTotals({ recurring, tax, currency, locale, timeZone }: RecurringTotalsProps) {
  if (recurring.length === 0) return null;
  return (
    <>
      <tr className="recurring-totals">
        <th scope="colgroup" colSpan={2}>
          {subscriptionText("subscription.recurringTotals")}
        </th>
      </tr>
      {recurring.map((cart) => {
        const perPeriod = (minor: number) => subscriptionText("subscription.amountPerPeriod", formatMoney(minor, currency, locale), describeBillingSchedule(cart.plan, locale));
        return (
          <RecurringCartRows key={cart.key} cart={cart} perPeriod={perPeriod} tax={tax} currency={currency} locale={locale} timeZone={timeZone} />
        );
      })}
    </>
  );
}

function RecurringCartRows({ cart, perPeriod, tax, currency, locale, timeZone }: { cart: RecurringCart; perPeriod: (minor: number) => string; tax: RecurringTotalsProps["tax"]; currency: string; locale: string; timeZone: string }) {
  const { totals } = cart;
  return (
    <>
      <tr className="cart-subtotal recurring-total" data-recurring-cart={cart.key}>
        <th scope="row">{subscriptionText("subscription.recurringSubtotal")}</th>
        <td>{perPeriod(totals.subtotal)}</td>
      </tr>
      {cart.shippingLines.map((line) => (
        <tr key={line.methodId} className="shipping recurring-total">
          <th scope="row">{subscriptionText("subscription.recurringShipping")}</th>
          <td>{subscriptionText("subscription.shippingRate", line.label, perPeriod(line.cost))}</td>
        </tr>
      ))}
      {tax !== null && !tax.inclusive && (
        <tr className="tax-total recurring-total">
          <th scope="row">{subscriptionText("subscription.recurringTax")}</th>
          <td>{perPeriod(totals.tax)}</td>
        </tr>
      )}
      <tr className="order-total recurring-total">
        <th scope="row">{subscriptionText("subscription.recurringTotal")}</th>
        <td>
          <strong>{perPeriod(totals.total)}</strong>
          {tax?.inclusive && totals.tax > 0 && <small className="includes_tax"> {subscriptionText("subscription.includesTax", formatMoney(totals.tax, currency, locale))}</small>}
          {cart.dates.nextPayment !== null && (
            <div className="first-payment-date">
              <small>{firstRenewal(cart.dates.nextPayment, locale, timeZone)}</small>
            </div>
          )}
        </td>
      </tr>
    </>
  );
}
