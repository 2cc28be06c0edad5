import type { Subscription } from "../../../server/subscriptions/subscriptions.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import {
  LINE_INDEX_FIELD,
  LINE_REF_FIELD,
  SEEN_NEXT_PAYMENT_FIELD,
  SEEN_STATUS_FIELD,
  SUBSCRIPTION_ACTION_FIELD,
  type SubscriptionActionName,
} from "./subscription-action-fields.ts";
import { viewSubscriptionPath } from "./subscription-paths.ts";
import { EarlyRenewalForm } from "./early-renewal-form.tsx";

// The customer's actions on view-subscription (WooCommerce Subscriptions' "Actions" row, and
// "Remove" per line; Resubscribe fills the cart and goes to the checkout): each a plain POST form with the CSRF token, so it works without JavaScript,
// posting to the page itself, which redirects back with a notice the account script shows as a
// toast (spec §8). Each form says what the page showed (status, next payment, line), so a second
// click or an old tab is refused instead of acting on a state the customer never saw. (No script
// guards a double click: the account script is on every page, and the product page's share of it
// sits at its size budget; the server's refusal, or Renew now's same answer, covers it.)

/** Which buttons to show: server/subscriptions/available-customer-actions.ts decides, by the use cases' rules. */
export interface ShownSubscriptionActions {
  cancel: boolean;
  reactivate: boolean;
  renewNow: boolean;
  removeLines: boolean;
  resubscribe: boolean;
}

interface FormProps {
  subscription: Subscription;
  csrfToken: string;
  action: SubscriptionActionName;
  label: string;
  accessibleName?: string;
  fields?: Record<string, string | number>;
  className?: string;
}

function ActionForm({ subscription, csrfToken, action, label, accessibleName, fields = {}, className = "" }: FormProps) {
  return (
    <form method="post" action={viewSubscriptionPath(subscription.id)} className="subscription-action">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name={SUBSCRIPTION_ACTION_FIELD} value={action} />
      <input type="hidden" name={SEEN_STATUS_FIELD} value={subscription.status} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`woocommerce-button button ${className}`.trim()} {...(accessibleName === undefined ? {} : { "aria-label": accessibleName })}>
        {label}
      </button>
    </form>
  );
}

interface SubscriptionActionsProps {
  subscription: Subscription;
  actions: ShownSubscriptionActions;
  csrfToken: string;
  /** The card's words ("Visa ending in 4242") for the Renew now hint. */
  payment: string;
  /** A manual subscription's Renew now, paid through checkout (early-renewal-form.tsx). */
  renewThroughCheckout: boolean;
}

export function SubscriptionActions({ subscription, actions, csrfToken, payment, renewThroughCheckout }: SubscriptionActionsProps) {
  const common = { subscription, csrfToken };
  const any = actions.cancel || actions.reactivate || actions.renewNow || actions.resubscribe || renewThroughCheckout;
  return (
    <>
      {any && (
        <section className="subscription-actions" aria-labelledby="subscription-actions-heading">
          <h2 id="subscription-actions-heading">{subscriptionText("subscriptionActions.heading")}</h2>
          <div className="subscription-actions__buttons">
            <EarlyRenewalForm subscriptionId={subscription.id} offered={renewThroughCheckout} csrfToken={csrfToken} />
            {actions.renewNow && subscription.dates.nextPayment !== null && (
              <ActionForm {...common} action="renew_now" label={subscriptionText("subscriptionActions.renewNow")} fields={{ [SEEN_NEXT_PAYMENT_FIELD]: subscription.dates.nextPayment }} className="subscription_renewal_early" />
            )}
            {actions.reactivate && <ActionForm {...common} action="reactivate" label={subscriptionText("subscriptionActions.reactivate")} className="reactivate" />}
            {actions.cancel && <ActionForm {...common} action="cancel" label={subscriptionText("subscriptionActions.cancel")} className="cancel" />}
            {actions.resubscribe && <ActionForm {...common} action="resubscribe" label={subscriptionText("subscriptionActions.resubscribe")} className="resubscribe" />}
          </div>
          {actions.renewNow && <p className="subscription-actions__hint">{subscriptionText("subscriptionActions.renewNowHint", payment)}</p>}
        </section>
      )}
      {actions.removeLines && (
        <section className="subscription-remove-items" aria-labelledby="subscription-remove-heading">
          <h2 id="subscription-remove-heading">{subscriptionText("subscriptionActions.removeHeading")}</h2>
          <ul>
            {subscription.lines.map((line, index) => (
              <li key={`${line.productId}-${line.variationId ?? ""}-${index}`}>
                <span>{line.name}</span>{" "}
                <ActionForm
                  {...common}
                  action="remove_line"
                  label={subscriptionText("subscriptionActions.remove")}
                  accessibleName={subscriptionText("subscriptionActions.removeLabel", line.name)}
                  fields={{ [LINE_INDEX_FIELD]: index, [LINE_REF_FIELD]: `${line.productId}:${line.variationId ?? ""}` }}
                  className="remove"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
