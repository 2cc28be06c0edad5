import { isOneOf } from "../../../server/parse-enum.ts";
import { viewSubscriptionPath } from "./subscription-paths.ts";

// Change payment method (issue 10): its page, the fields it posts, and the codes a redirect
// carries back to the subscription (?notice=…, and ?update_all=1 to offer moving every current
// subscription onto the new card) or to Payment methods after a deleted card moved subscriptions.

export function changeSubscriptionPaymentPath(subscriptionId: number): string {
  return `/my-account/change-payment-method/${subscriptionId}`;
}

/** What the page's forms post besides the card fields: "change" (this subscription) or "update_all". */
export const SUBSCRIPTION_PAYMENT_ACTION_FIELD = "subscription_payment_action";
export const SUBSCRIPTION_PAYMENT_ACTIONS = ["change", "update_all"] as const;

export const SUBSCRIPTION_PAYMENT_NOTICES = ["subscription_payment_changed", "subscription_payments_updated_all", "subscription_payments_partly_updated"] as const;
export type SubscriptionPaymentNotice = (typeof SUBSCRIPTION_PAYMENT_NOTICES)[number];

const NOTICE_PARAM = "notice";
const OFFER_PARAM = "update_all";

export function subscriptionPaymentNoticePath(subscriptionId: number, notice: SubscriptionPaymentNotice, offerUpdateAll: boolean): string {
  return `${viewSubscriptionPath(subscriptionId)}?${NOTICE_PARAM}=${notice}${offerUpdateAll ? `&${OFFER_PARAM}=1` : ""}`;
}

/** The view page's own notice, if the address asks for one of this feature's (other features read theirs). */
export function subscriptionPaymentNoticeOf(url: URL): SubscriptionPaymentNotice | null {
  const code = url.searchParams.get(NOTICE_PARAM);
  return code !== null && isOneOf(SUBSCRIPTION_PAYMENT_NOTICES, code) ? code : null;
}

export function updateAllOfferAsked(url: URL): boolean {
  return url.searchParams.get(OFFER_PARAM) === "1";
}

/** On Payment methods after a delete: the subscriptions the deleted card paid moved to the default card, or to manual renewals. */
export const DELETED_CARD_SUBSCRIPTIONS_PARAM = "subscriptions";
export const DELETED_CARD_SUBSCRIPTION_MOVES = ["moved_to_default", "moved_to_manual"] as const;
export type DeletedCardSubscriptionMove = (typeof DELETED_CARD_SUBSCRIPTION_MOVES)[number];

export function deletedCardSubscriptionsOf(url: URL): DeletedCardSubscriptionMove | null {
  const value = url.searchParams.get(DELETED_CARD_SUBSCRIPTIONS_PARAM);
  return value !== null && isOneOf(DELETED_CARD_SUBSCRIPTION_MOVES, value) ? value : null;
}
