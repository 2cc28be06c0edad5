import { isOneOf } from "../../../server/parse-enum.ts";
import { PAYMENT_METHODS_PATH } from "./payment-method-paths.ts";
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

/**
 * On Payment methods after deleting a card that subscriptions used: the list's notice says the
 * card is deleted and where its subscriptions went (the default card, or manual renewals). One
 * ?notice= code, so the account script drops it from the address as it drops the others.
 */
export const DELETED_CARD_NOTICES = ["subscriptions_moved_to_default", "subscriptions_moved_to_manual"] as const;
export type DeletedCardNotice = (typeof DELETED_CARD_NOTICES)[number];

export function deletedCardNoticePath(notice: DeletedCardNotice): string {
  return `${PAYMENT_METHODS_PATH}?${NOTICE_PARAM}=${notice}`;
}

export function deletedCardNoticeOf(url: URL): DeletedCardNotice | null {
  const code = url.searchParams.get(NOTICE_PARAM);
  return code !== null && isOneOf(DELETED_CARD_NOTICES, code) ? code : null;
}
