import { isOneOf } from "../../../server/parse-enum.ts";

// Switching a subscription's line (docs/decisions/033): the focused switch page's address (a
// subscription, a line, and once chosen a variation), its form's fields, and the codes a redirect
// carries back (?error=<code> to the switch page, ?notice=subscription_switched to the subscription).

export const SWITCH_ITEM_PARAM = "item";
export const SWITCH_VARIATION_PARAM = "variation";
export const SWITCH_ERROR_PARAM = "error";
export const SWITCH_ATTEMPT_FIELD = "switch_attempt";
export const SWITCH_NOTICE_PARAM = "notice";
export const SUBSCRIPTION_SWITCHED_NOTICE = "subscription_switched";

export const SWITCH_ERROR_CODES = [
  "switch_same_variation",
  "switch_not_allowed",
  "switch_line_not_found",
  "switch_variation_unavailable",
  "switch_schedule_mismatch",
  "switch_needs_saved_card",
  "switch_payment_failed",
  "switch_in_progress",
  "insufficient_stock",
  "switch_form_expired",
] as const;
export type SwitchErrorCode = (typeof SWITCH_ERROR_CODES)[number];

/** The line's switch page: its choices, or with `variationId` the review of that switch. */
export function switchSubscriptionPath(subscriptionId: number, lineIndex: number, variationId?: number, error?: SwitchErrorCode): string {
  const query = new URLSearchParams({ [SWITCH_ITEM_PARAM]: String(lineIndex) });
  if (variationId !== undefined) query.set(SWITCH_VARIATION_PARAM, String(variationId));
  if (error !== undefined) query.set(SWITCH_ERROR_PARAM, error);
  return `/my-account/switch-subscription/${subscriptionId}?${query.toString()}`;
}

export function viewSubscriptionSwitchedPath(subscriptionId: number): string {
  return `/my-account/view-subscription/${subscriptionId}?${SWITCH_NOTICE_PARAM}=${SUBSCRIPTION_SWITCHED_NOTICE}`;
}

/** Whether the view-subscription address asks for the switch's success toast. */
export function isSwitchedNotice(url: URL): boolean {
  return url.searchParams.get(SWITCH_NOTICE_PARAM) === SUBSCRIPTION_SWITCHED_NOTICE;
}

export function switchErrorOf(url: URL): SwitchErrorCode | null {
  const code = url.searchParams.get(SWITCH_ERROR_PARAM);
  return code !== null && isOneOf(SWITCH_ERROR_CODES, code) ? code : null;
}

/** A line index from the address or a form: a small non-negative integer, else null. */
export function parseLineIndex(value: string | null): number | null {
  return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : null;
}
