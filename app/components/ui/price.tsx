import type { SubscriptionTerms } from "../../../server/catalog/catalog.ts";
import { describePrice, type PriceFacts } from "../../../server/money/format-money.ts";
import { t } from "../../i18n/t.ts";
import { describeSubscriptionTerms } from "./subscription-terms.ts";

// A price as WooCommerce marks it up: a sale strikes the old amount and a range reads as a sentence,
// because screen readers announce neither <del> nor "–" on their own. Subscriptions add their
// schedule ("/ month with a 7-day free trial"), worded from the catalogue.

export interface PriceProps {
  price: PriceFacts;
  subscription: SubscriptionTerms | null;
  currency: string;
  locale: string;
}

function Amount({ text }: { text: string }) {
  return (
    <span className="woocommerce-Price-amount amount">
      <bdi>{text}</bdi>
    </span>
  );
}

export function Price({ price, subscription, currency, locale }: PriceProps) {
  const display = describePrice(price, { currency, locale });
  // The space keeps "$10.00 / month" apart; it sits inside the span as WooCommerce Subscriptions has it.
  const schedule = subscription === null ? null : ` ${describeSubscriptionTerms(subscription, { currency, locale })}`;
  switch (display.kind) {
    case "none":
      return null;
    case "single":
      return (
        <>
          <Amount text={display.amount} />
          {schedule && <span className="subscription-details">{schedule}</span>}
        </>
      );
    case "sale":
      return (
        <>
          <del aria-hidden="true">
            <Amount text={display.regular} />
          </del>{" "}
          <span className="visually-hidden">{t("price.originalWas", display.regular)}</span>
          <ins aria-hidden="true">
            <Amount text={display.current} />
          </ins>
          <span className="visually-hidden">{t("price.currentIs", display.current)}</span>
          {schedule && <span className="subscription-details">{schedule}</span>}
        </>
      );
    case "range":
      return (
        <>
          <span aria-hidden="true">
            <Amount text={display.min} /> – <Amount text={display.max} />
          </span>
          <span className="visually-hidden">{t("price.range", display.min, display.max)}</span>
          {schedule && <span className="subscription-details">{schedule}</span>}
        </>
      );
  }
}
