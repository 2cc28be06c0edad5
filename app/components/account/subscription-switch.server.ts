import { randomBytes } from "node:crypto";
import { DEFAULT_SWITCH_SETTINGS } from "../../../server/checkout/quote-subscription-switch.ts";
import { switchSubscription } from "../../../server/checkout/switch-subscription.ts";
import { parseRowId } from "../../../server/parse-row-id.ts";
import { renewalPaymentsThroughGateways } from "../../../server/subscriptions/renewal-payments.ts";
import type { Services } from "../../context.ts";
import { formText } from "../../form-text.ts";
import { parseLineIndex, SWITCH_ATTEMPT_FIELD, SWITCH_ITEM_PARAM, SWITCH_VARIATION_PARAM, switchSubscriptionPath, viewSubscriptionSwitchedPath } from "./subscription-switch-paths.ts";

// The switch page's confirming post (docs/decisions/033): read and check the form, switch through
// the checkout's use case, and say where to go next: the subscription with the success toast, or
// back to the switch page with the error's code. Nothing the form sends is a price.

/** A fresh key per rendering of the confirming form: a double submission of one form switches (and charges) once. */
const ATTEMPT_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const ATTEMPT_KEY_BYTES = 18;

export function newSwitchAttemptKey(): string {
  return randomBytes(ATTEMPT_KEY_BYTES).toString("base64url");
}

export type SwitchPostOutcome = { ok: true; location: string } | { ok: false; status: 404 };

export async function postSubscriptionSwitch(services: Services, customerId: number, subscriptionId: number, form: FormData, now: Date): Promise<SwitchPostOutcome> {
  const lineIndex = parseLineIndex(formText(form, SWITCH_ITEM_PARAM));
  const toVariationId = parseRowId(formText(form, SWITCH_VARIATION_PARAM));
  const attemptKey = formText(form, SWITCH_ATTEMPT_FIELD);
  if (lineIndex === null) return { ok: false, status: 404 };
  if (toVariationId === null) return { ok: true, location: switchSubscriptionPath(subscriptionId, lineIndex, undefined, "switch_variation_unavailable") };
  if (!ATTEMPT_KEY.test(attemptKey)) return { ok: true, location: switchSubscriptionPath(subscriptionId, lineIndex, undefined, "switch_form_expired") };
  const outcome = await switchSubscription(
    services.db,
    renewalPaymentsThroughGateways(services.gateways),
    { customerId, subscriptionId, lineIndex, toVariationId, attemptKey },
    { ...DEFAULT_SWITCH_SETTINGS, timeZone: services.config.shop.timeZone },
    now,
  );
  if (outcome.ok) return { ok: true, location: viewSubscriptionSwitchedPath(subscriptionId) };
  if (outcome.code === "subscription_not_found" || outcome.code === "switch_line_not_found") return { ok: false, status: 404 };
  // A refused switch goes back to the choices; a failed payment back to the review, to try again.
  const review = outcome.code === "switch_payment_failed" ? toVariationId : undefined;
  return { ok: true, location: switchSubscriptionPath(subscriptionId, lineIndex, review, outcome.code) };
}
