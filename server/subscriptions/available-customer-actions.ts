import { CANCELLABLE } from "./cancel-subscription.ts";
import { LINES_REMOVABLE_IN } from "./remove-subscription-line.ts";
import { RESUBSCRIBABLE } from "./request-resubscribe.ts";
import { isInTrial } from "./subscription-schedule.ts";
import type { Subscription } from "./subscriptions.ts";

// Which actions the customer's page offers for a subscription, by the same rules the use cases
// apply (WooCommerce Subscriptions' wcs_get_all_user_actions_for_subscription): a button is shown
// only where its post would be accepted. "Renew now" here is the automatic one; a manual renewal
// renews early through checkout.

export interface AvailableCustomerActions {
  cancel: boolean;
  reactivate: boolean;
  renewNow: boolean;
  /** "Remove" on each line: two or more lines, active or on hold. */
  removeLines: boolean;
  /** Ended, and not resubscribed to yet. */
  resubscribe: boolean;
}

export function availableCustomerActions(subscription: Subscription, now: Date): AvailableCustomerActions {
  const { status, dates } = subscription;
  const trialEnd = dates.trialEnd === null ? null : new Date(dates.trialEnd);
  return {
    cancel: CANCELLABLE.includes(status),
    reactivate: status === "pending-cancel" && dates.end !== null && new Date(dates.end) > now,
    renewNow: status === "active" && !subscription.manualRenewal && !isInTrial(trialEnd, now) && dates.nextPayment !== null,
    removeLines: LINES_REMOVABLE_IN.includes(status) && subscription.lines.length >= 2,
    resubscribe: RESUBSCRIBABLE.includes(status) && !subscription.relatedOrders.some((o) => o.relation === "resubscribe"),
  };
}
