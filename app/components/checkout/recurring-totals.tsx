import type { QuotedRecurringCart } from "../../../server/checkout/checkout.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { countryName } from "../ui/country-name.ts";
import { describeBillingSchedule } from "../ui/subscription-terms.ts";
import { IncludesTax, TaxLabel } from "../ui/tax-label.tsx";
import { dateTimeFormat } from "../../i18n/intl-formats.ts";

// "Recurring totals" (WooCommerce Subscriptions' cart and checkout): rows after today's total, one
// block per recurring cart, with its subtotal, shipping, tax and "Recurring total" per period, and
// the day it first renews in the shop's time zone. Rows of the totals table they sit in, rendered
// on the server with the rest of it, so a refresh of the totals brings them along. Amounts are
// shown with or without tax by the rules today's totals follow (decision 027, each cart's
// `display`): a tax row when shown without, "(includes … Tax)" under the total when shown with;
// the recurring total is always what a renewal charges.

export interface RecurringTotalsProps {
  recurring: readonly QuotedRecurringCart[];
  /** The shop calculates tax (the cart's taxNote is not null). */
  taxed: boolean;
  currency: string;
  locale: string;
  timeZone: string;
}

interface CartRowsProps {
  cart: QuotedRecurringCart;
  perPeriod: (minor: number) => string;
  taxed: boolean;
  currency: string;
  locale: string;
  timeZone: string;
}

function firstRenewal(instant: string, locale: string, timeZone: string): string {
  return subscriptionText("subscription.firstRenewal", dateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(instant)));
}

export function RecurringTotals({ recurring, taxed, currency, locale, timeZone }: RecurringTotalsProps) {
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
        return <RecurringCartRows key={cart.key} cart={cart} perPeriod={perPeriod} taxed={taxed} currency={currency} locale={locale} timeZone={timeZone} />;
      })}
    </>
  );
}

function RecurringCartRows({ cart, perPeriod, taxed, currency, locale, timeZone }: CartRowsProps) {
  const { totals, display } = cart;
  const estimatedFor = display.estimatedFor === null ? null : countryName(display.estimatedFor, locale);
  return (
    <>
      <tr className="cart-subtotal recurring-total" data-recurring-cart={cart.key}>
        <th scope="row">{subscriptionText("subscription.recurringSubtotal")}</th>
        <td>
          {perPeriod(display.subtotal)}
          <TaxLabel label={display.label} />
        </td>
      </tr>
      {cart.shippingLines.map((line) => {
        const shown = display.shippingCosts[line.methodId] ?? { cost: line.cost, labelled: false };
        return (
          <tr key={line.methodId} className="shipping recurring-total">
            <th scope="row">{subscriptionText("subscription.recurringShipping")}</th>
            <td>
              {subscriptionText("subscription.shippingRate", line.label, perPeriod(shown.cost))}
              <TaxLabel label={shown.labelled ? display.prices : null} />
            </td>
          </tr>
        );
      })}
      {taxed && display.prices === "excl" && (
        <tr className="tax-total recurring-total">
          <th scope="row">{subscriptionText("subscription.recurringTax")}</th>
          <td>{perPeriod(totals.tax)}</td>
        </tr>
      )}
      <tr className="order-total recurring-total">
        <th scope="row">{subscriptionText("subscription.recurringTotal")}</th>
        <td>
          <strong>{perPeriod(totals.total)}</strong>
          {taxed && display.prices === "incl" && totals.tax > 0 && <IncludesTax tax={formatMoney(totals.tax, currency, locale)} estimatedFor={estimatedFor} />}
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
