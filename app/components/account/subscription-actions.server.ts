import { priceSubscriptionLines } from "../../../server/checkout/price-subscription-lines.ts";
import { isOneOf } from "../../../server/parse-enum.ts";
import { cancelSubscription } from "../../../server/subscriptions/cancel-subscription.ts";
import { reactivateSubscription } from "../../../server/subscriptions/reactivate-subscription.ts";
import { removeSubscriptionLine } from "../../../server/subscriptions/remove-subscription-line.ts";
import { renewSubscriptionEarly } from "../../../server/subscriptions/renew-subscription-early.ts";
import { renewalPaymentsThroughGateways } from "../../../server/subscriptions/renewal-payments.ts";
import type { SubscriptionActionResult, SubscriptionActor } from "../../../server/subscriptions/subscription-action.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../server/subscriptions/subscriptions.ts";
import type { Services } from "../../context.ts";
import { formText } from "../../form-text.ts";
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
// calling the subscriptions module's use cases, and answering with a notice for the page (or
// "not found" for a subscription that is not theirs, which the route answers with 404).

const LINE_REF = /^\d{1,10}:\d{0,10}$/;
const MAX_LINE_INDEX = 999;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export type SubscriptionActionOutcome = { found: true; notice: SubscriptionNotice } | { found: false };

const notice = (code: SubscriptionNoticeCode, reason: string | null = null): SubscriptionActionOutcome => ({ found: true, notice: { code, reason } });

function answer(result: SubscriptionActionResult, success: SubscriptionNoticeCode): SubscriptionActionOutcome {
  if (result.ok) return notice(success);
  if (result.code === "subscription_not_found") return { found: false };
  return notice(result.code, result.reason ?? null);
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
  }
}
