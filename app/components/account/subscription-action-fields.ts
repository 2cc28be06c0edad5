import { isOneOf } from "../../../server/parse-enum.ts";
import { viewSubscriptionPath } from "./subscription-paths.ts";

// The view-subscription page's action forms (Cancel, Reactivate, Renew now, Remove, Resubscribe):
// the fields they post, and the notice a redirect after a post carries back to the page
// (?notice=<code>, plus ?reason=<payment code> for a declined early renewal): codes, never words.

export const SUBSCRIPTION_ACTION_FIELD = "subscription_action";
export const SUBSCRIPTION_ACTIONS = ["cancel", "reactivate", "renew_now", "remove_line", "resubscribe"] as const;
export type SubscriptionActionName = (typeof SUBSCRIPTION_ACTIONS)[number];

/** What the page showed when the form was rendered: a form sent again after a change is refused. */
export const SEEN_STATUS_FIELD = "subscription_status";
export const SEEN_NEXT_PAYMENT_FIELD = "next_payment";
/** Remove: the line's position and its product ("12:" or "12:34"). */
export const LINE_INDEX_FIELD = "line";
export const LINE_REF_FIELD = "line_product";

export const SUBSCRIPTION_SUCCESS_NOTICES = ["subscription_cancelled", "subscription_reactivated", "early_renewal_paid", "subscription_line_removed"] as const;
export const SUBSCRIPTION_ERROR_NOTICES = [
  "subscription_action_not_allowed",
  "subscription_changed",
  "subscription_line_not_found",
  "subscription_last_line",
  "early_renewal_in_progress",
  "early_renewal_failed",
  "early_renewal_out_of_stock",
  "subscription_action_invalid",
  "resubscribe_unavailable",
] as const;
export type SubscriptionNoticeCode = (typeof SUBSCRIPTION_SUCCESS_NOTICES)[number] | (typeof SUBSCRIPTION_ERROR_NOTICES)[number];

const NOTICE_PARAM = "notice";
const REASON_PARAM = "reason";
const REASON = /^[a-z_]{1,64}$/;

export interface SubscriptionNotice {
  code: SubscriptionNoticeCode;
  /** The gateway's code of a declined early renewal. */
  reason: string | null;
}

export function subscriptionNoticePath(subscriptionId: number, notice: SubscriptionNotice): string {
  const query = new URLSearchParams({ [NOTICE_PARAM]: notice.code, ...(notice.reason === null ? {} : { [REASON_PARAM]: notice.reason }) });
  return `${viewSubscriptionPath(subscriptionId)}?${query.toString()}`;
}

/** The notice a page address asks for, or null for none or an unknown one. */
export function subscriptionNoticeOf(url: URL): SubscriptionNotice | null {
  const code = url.searchParams.get(NOTICE_PARAM);
  if (code === null || !(isOneOf(SUBSCRIPTION_SUCCESS_NOTICES, code) || isOneOf(SUBSCRIPTION_ERROR_NOTICES, code))) return null;
  const reason = url.searchParams.get(REASON_PARAM);
  return { code, reason: reason !== null && REASON.test(reason) ? reason : null };
}

/** Success toasts last 10 s, errors 120 s (spec §8). */
export function subscriptionNoticeKind(code: SubscriptionNoticeCode): "success" | "error" {
  return isOneOf(SUBSCRIPTION_SUCCESS_NOTICES, code) ? "success" : "error";
}
