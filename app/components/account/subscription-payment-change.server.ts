import { addPaymentMethod } from "../../../server/payments/add-payment-method.ts";
import { listPaymentMethods } from "../../../server/payments/list-payment-methods.ts";
import type { PaymentFailureCode, SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { isOneOf } from "../../../server/parse-enum.ts";
import { parseRowId } from "../../../server/parse-row-id.ts";
import { changeSubscriptionPaymentMethod, PAYMENT_CHANGEABLE_STATUSES, type PaymentChangeRefusal, type SubscriptionCard } from "../../../server/subscriptions/change-subscription-payment-method.ts";
import { countSubscriptionsOnOtherMethods } from "../../../server/subscriptions/count-subscriptions-on-other-methods.ts";
import type { Subscription } from "../../../server/subscriptions/subscriptions.ts";
import { updateAllSubscriptionsPaymentMethod } from "../../../server/subscriptions/update-all-subscriptions-payment-method.ts";
import type { Services } from "../../context.ts";
import { formText } from "../../form-text.ts";
import { paymentMethodTitle } from "../../i18n/payment-messages.en.ts";
import { NEW_CARD, SAVED_METHOD_FIELD } from "../checkout/card-choice.ts";
import { ADD_ATTEMPT_FIELD, PAYMENT_METHOD_ID_FIELD, PAYMENT_TOKEN_FIELD } from "./payment-method-paths.ts";
import { cardMethodsForAdding } from "./payment-methods.server.ts";
import { savedMethodLabel } from "./saved-method-words.ts";
import { SUBSCRIPTION_PAYMENT_ACTION_FIELD, SUBSCRIPTION_PAYMENT_ACTIONS, subscriptionPaymentNoticeOf, updateAllOfferAsked, type SubscriptionPaymentNotice } from "./subscription-payment-paths.ts";

// The posts of Change payment method, for a signed-in customer: which card (a saved one, or a new
// one the browser tokenised, saved first as on Add payment method), then the subscriptions
// module's use case. A card number never reaches the shop: only the gateway's one-time token.

const ATTEMPT_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_TOKEN_LENGTH = 200;

export type SubscriptionPaymentRefusal = PaymentChangeRefusal | PaymentFailureCode | "subscription_payment_request_invalid" | "payment_token_missing";

export type SubscriptionPaymentOutcome =
  | { ok: true; notice: SubscriptionPaymentNotice; offerUpdateAll: boolean }
  | { ok: false; code: SubscriptionPaymentRefusal; gatewayId: string };

/** The customer's saved card as the subscription will record it; null when it is not theirs or its gateway is not offered now. */
async function cardOf(services: Services, customerId: number, savedMethodId: number | null): Promise<SubscriptionCard | null> {
  if (savedMethodId === null) return null;
  const card = (await listPaymentMethods(services.db, customerId)).find((m) => m.id === savedMethodId);
  const gateway = card === undefined ? undefined : (await cardMethodsForAdding(services)).find((m) => m.id === card.gateway);
  return card === undefined || gateway === undefined ? null : { gatewayId: gateway.id, title: paymentMethodTitle(gateway), savedMethodId: card.id };
}

/** The saved card the change form chose, or the new card it tokenised, saved to the customer's account. */
async function chosenCard(services: Services, customer: { id: number; email: string }, form: FormData): Promise<{ ok: true; card: SubscriptionCard } | { ok: false; code: SubscriptionPaymentRefusal }> {
  const gatewayId = formText(form, "payment_method");
  const saved = formText(form, SAVED_METHOD_FIELD);
  if (saved !== "" && saved !== NEW_CARD) {
    const card = await cardOf(services, customer.id, parseRowId(saved));
    return card?.gatewayId === gatewayId ? { ok: true, card } : { ok: false, code: "payment_method_not_found" };
  }
  const method = (await cardMethodsForAdding(services)).find((m) => m.id === gatewayId);
  if (method === undefined) return { ok: false, code: "payment_method_not_supported" };
  const token = formText(form, PAYMENT_TOKEN_FIELD).trim();
  const attempt = formText(form, ADD_ATTEMPT_FIELD);
  // Without JavaScript a new card cannot be tokenised: nothing reaches the gateway.
  if (token === "" || token.length > MAX_TOKEN_LENGTH || !ATTEMPT_KEY.test(attempt)) return { ok: false, code: "payment_token_missing" };
  // The attempt key makes a double submission save one card.
  const outcome = await addPaymentMethod(services.gateways, { gatewayId: method.id, customer, token, idempotencyKey: `change-payment-method-${customer.id}-${attempt}` });
  if (outcome.status !== "saved") return { ok: false, code: outcome.code };
  return { ok: true, card: { gatewayId: method.id, title: paymentMethodTitle(method), savedMethodId: outcome.savedMethodId } };
}

export async function postSubscriptionPayment(services: Services, customer: { id: number; email: string }, subscriptionId: number, form: FormData, now: Date): Promise<SubscriptionPaymentOutcome> {
  const action = formText(form, SUBSCRIPTION_PAYMENT_ACTION_FIELD);
  const gatewayId = formText(form, "payment_method");
  if (!isOneOf(SUBSCRIPTION_PAYMENT_ACTIONS, action)) return { ok: false, code: "subscription_payment_request_invalid", gatewayId };
  if (action === "update_all") {
    const card = await cardOf(services, customer.id, parseRowId(formText(form, PAYMENT_METHOD_ID_FIELD)));
    if (card === null) return { ok: false, code: "payment_method_not_found", gatewayId };
    const result = await updateAllSubscriptionsPaymentMethod(services.db, { customerId: customer.id, card }, now);
    return { ok: true, notice: result.skipped > 0 ? "subscription_payments_partly_updated" : "subscription_payments_updated_all", offerUpdateAll: false };
  }
  const chosen = await chosenCard(services, customer, form);
  if (!chosen.ok) return { ok: false, code: chosen.code, gatewayId };
  const changed = await changeSubscriptionPaymentMethod(services.db, { subscriptionId, customerId: customer.id, card: chosen.card }, now);
  if (!changed.ok) return { ok: false, code: changed.code, gatewayId };
  const others = await countSubscriptionsOnOtherMethods(services.db, customer.id, chosen.card.savedMethodId);
  return { ok: true, notice: "subscription_payment_changed", offerUpdateAll: others > 0 };
}

/** The card the update-all offer names: the subscription's card, when other current subscriptions renew otherwise. */
async function updateAllOfferFor(services: Services, customerId: number, savedMethodId: number | null): Promise<SavedPaymentMethod | null> {
  if (savedMethodId === null) return null;
  const card = (await listPaymentMethods(services.db, customerId)).find((m) => m.id === savedMethodId);
  if (card === undefined) return null;
  return (await countSubscriptionsOnOtherMethods(services.db, customerId, savedMethodId)) > 0 ? card : null;
}

/** What the view-subscription page shows of this feature: the action, the notice after a change, and the offer. */
export interface SubscriptionPaymentView {
  subscriptionId: number;
  canChange: boolean;
  notice: SubscriptionPaymentNotice | null;
  offer: { cardId: number; label: string } | null;
  /** The script that moves the offer into a modal dialog (the checkout's), only when there is an offer. */
  script: string | null;
}

export async function subscriptionPaymentViewOf(services: Services, customerId: number, subscription: Subscription, url: URL): Promise<SubscriptionPaymentView> {
  const canChange = isOneOf(PAYMENT_CHANGEABLE_STATUSES, subscription.status);
  const card = canChange && updateAllOfferAsked(url) ? await updateAllOfferFor(services, customerId, subscription.savedMethodId) : null;
  const offer = card === null ? null : { cardId: card.id, label: savedMethodLabel(card) };
  return { subscriptionId: subscription.id, canChange, notice: subscriptionPaymentNoticeOf(url), offer, script: offer === null ? null : services.islands.checkout };
}
