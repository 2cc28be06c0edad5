import { priceSubscriptionLines } from "../../../server/checkout/price-subscription-lines.ts";
import { resubscribe } from "../../../server/checkout/resubscribe.ts";
import { isOneOf } from "../../../server/parse-enum.ts";
import { cancelSubscription } from "../../../server/subscriptions/cancel-subscription.ts";
import { reactivateSubscription } from "../../../server/subscriptions/reactivate-subscription.ts";
import { removeSubscriptionLine } from "../../../server/subscriptions/remove-subscription-line.ts";
import { renewSubscriptionEarly } from "../../../server/subscriptions/renew-subscription-early.ts";
import { renewalPaymentsThroughGateways } from "../../../server/subscriptions/renewal-payments.ts";
import type { SubscriptionActionError, SubscriptionActionResult, SubscriptionActor } from "../../../server/subscriptions/subscription-action.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../server/subscriptions/subscriptions.ts";
import type { Services } from "../../context.ts";
import { formText } from "../../form-text.ts";
import { CHECKOUT_PATH } from "../checkout/checkout-paths.ts";
import {
  LINE_INDEX_FIELD,
  LINE_REF_FIELD,
  SEEN_NEXT_PAYMENT_FIELD,
  SEEN_STATUS_FIELD,
  SUBSCRIPTION_ACTION_FIELD,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionNotice,
  type SubscriptionNoticeCode,
} from "./subscription-action-fields.ts";

// The posts of view-subscription's action forms, for the signed-in customer: reading the form,
// calling the subscriptions module's use cases, and answering with a notice for the page, the
// checkout (Resubscribe), or "not found" for a subscription that is not theirs (404).

const LINE_REF = /^\d{1,10}:\d{0,10}$/;
const MAX_LINE_INDEX = 999;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A notice for the page, a redirect elsewhere (Resubscribe goes to the checkout), or not found (404). */
export type SubscriptionActionOutcome = { found: true; notice: SubscriptionNotice } | { found: true; redirect: string } | { found: false };

const notice = (code: SubscriptionNoticeCode, reason: string | null = null): SubscriptionActionOutcome => ({ found: true, notice: { code, reason } });

function refusal(result: { code: SubscriptionActionError; reason?: string }): SubscriptionActionOutcome {
  return result.code === "subscription_not_found" ? { found: false } : notice(result.code, result.reason ?? null);
}

function answer(result: SubscriptionActionResult, success: SubscriptionNoticeCode): SubscriptionActionOutcome {
  return result.ok ? notice(success) : refusal(result);
}

export async function runSubscriptionAction(services: Services, customerId: number, subscriptionId: number, form: FormData, now: Date): Promise<SubscriptionActionOutcome> {
  const action = formText(form, SUBSCRIPTION_ACTION_FIELD);
  const seen = formText(form, SEEN_STATUS_FIELD);
  if (!isOneOf(SUBSCRIPTION_ACTIONS, action) || !isOneOf(SUBSCRIPTION_STATUSES, seen)) return notice("subscription_action_invalid");
  const seenStatus: SubscriptionStatus = seen;
  const actor: SubscriptionActor = { kind: "customer", customerId };
  const { db } = services;
  switch (action) {
    case "cancel":
      return answer(await cancelSubscription(db, { subscriptionId, actor, seenStatus }, now), "subscription_cancelled");
    case "reactivate":
      return answer(await reactivateSubscription(db, { subscriptionId, actor, seenStatus }, now), "subscription_reactivated");
    case "renew_now": {
      const seenNextPayment = formText(form, SEEN_NEXT_PAYMENT_FIELD);
      if (!ISO_INSTANT.test(seenNextPayment)) return notice("subscription_action_invalid");
      const payments = renewalPaymentsThroughGateways(services.gateways);
      const result = await renewSubscriptionEarly(db, payments, { subscriptionId, actor, seenNextPayment }, now, { timeZone: services.config.shop.timeZone });
      // A paid renewal order may call for mails (the shop's new order): they go after the reply.
      services.orderMails.kick();
      return answer(result, "early_renewal_paid");
    }
    case "remove_line": {
      const lineIndex = Number(formText(form, LINE_INDEX_FIELD));
      const lineRef = formText(form, LINE_REF_FIELD);
      if (!/^\d{1,3}$/.test(formText(form, LINE_INDEX_FIELD)) || lineIndex > MAX_LINE_INDEX || !LINE_REF.test(lineRef)) return notice("subscription_action_invalid");
      return answer(await removeSubscriptionLine(db, priceSubscriptionLines, { subscriptionId, actor, lineIndex, lineRef, seenStatus }, now), "subscription_line_removed");
    }
    case "resubscribe": {
      const result = await resubscribe(db, { subscriptionId, customerId, seenStatus }, now, signUpSettingsOf(services.config));
      if (!result.ok) return refusal(result);
      return result.added === 0 ? notice("resubscribe_unavailable") : { found: true, redirect: CHECKOUT_PATH };
    }
  }
}
