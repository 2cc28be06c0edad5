import { randomBytes } from "node:crypto";
import { addPaymentMethod } from "../../../server/payments/add-payment-method.ts";
import { listAvailablePaymentMethods } from "../../../server/payments/list-available-payment-methods.ts";
import type { PaymentFailureCode, PaymentMethodOption } from "../../../server/payments/payments.ts";
import { setDefaultPaymentMethod } from "../../../server/payments/set-default-payment-method.ts";
import { isOneOf } from "../../../server/parse-enum.ts";
import type { Services } from "../../context.ts";
import { formText } from "../../form-text.ts";
import { afterDeletePath, deleteCardOfSubscriptions } from "./delete-card-of-subscriptions.server.ts";
import { ADD_ATTEMPT_FIELD, PAYMENT_METHOD_ACTION_FIELD, PAYMENT_METHOD_ACTIONS, PAYMENT_METHOD_ID_FIELD, PAYMENT_TOKEN_FIELD, paymentMethodsNoticePath } from "./payment-method-paths.ts";
import { parseRowId } from "../../../server/parse-row-id.ts";

// The posts of My account → Payment methods and Add payment method, for a signed-in customer:
// reading the form, calling the payments module's use cases, and answering with a notice code.

/** A fresh key per rendering of the add form: a double submission of one form saves one card. */
const ATTEMPT_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const ATTEMPT_KEY_BYTES = 18;
const MAX_TOKEN_LENGTH = 200;

export function newAddAttemptKey(): string {
  return randomBytes(ATTEMPT_KEY_BYTES).toString("base64url");
}

/** The card gateways a card can be saved with here (the checkout's choice, cards only). */
export async function cardMethodsForAdding(services: Services): Promise<PaymentMethodOption[]> {
  const context = { production: services.gateways.production, stripeConfigured: services.gateways.stripeConfigured };
  const methods = await listAvailablePaymentMethods(services.db, context, { shippingMethodIds: [] });
  return methods.filter((method) => method.kind === "card");
}

/** `redirectTo`: the list with its notice (and, after a delete, what happened to the subscriptions the card paid). */
export type PaymentMethodChangeOutcome = { ok: true; redirectTo: string } | { ok: false; status: 400 | 404 };

/** "Make default" or "Delete" on one of the customer's cards; another customer's card is not found. */
export async function changePaymentMethod(services: Services, customerId: number, form: FormData): Promise<PaymentMethodChangeOutcome> {
  const action = formText(form, PAYMENT_METHOD_ACTION_FIELD);
  const methodId = parseRowId(formText(form, PAYMENT_METHOD_ID_FIELD));
  if (!isOneOf(PAYMENT_METHOD_ACTIONS, action) || methodId === null) return { ok: false, status: 400 };
  if (action === "make_default") {
    const result = await setDefaultPaymentMethod(services.db, customerId, methodId);
    return result.ok ? { ok: true, redirectTo: paymentMethodsNoticePath("payment_method_made_default") } : { ok: false, status: 404 };
  }
  const result = await deleteCardOfSubscriptions(services, customerId, methodId, new Date());
  return result.ok ? { ok: true, redirectTo: afterDeletePath(result.subscriptions) } : { ok: false, status: 404 };
}

/** Why a card was not added: the gateway's code when it gave one (declined …), for the card field. */
export type AddPaymentMethodOutcome = { ok: true } | { ok: false; reason: PaymentFailureCode | "payment_token_missing"; gatewayId: string };

/** Saves the card the browser tokenised with the chosen card gateway. */
export async function addPaymentMethodFromForm(services: Services, customer: { id: number; email: string }, form: FormData): Promise<AddPaymentMethodOutcome> {
  const gatewayId = formText(form, "payment_method");
  const token = formText(form, PAYMENT_TOKEN_FIELD).trim();
  const attempt = formText(form, ADD_ATTEMPT_FIELD);
  const method = (await cardMethodsForAdding(services)).find((m) => m.id === gatewayId);
  if (method === undefined) return { ok: false, reason: "payment_method_not_supported", gatewayId };
  // Without JavaScript the card cannot be tokenised: nothing reaches the gateway.
  if (token === "" || token.length > MAX_TOKEN_LENGTH || !ATTEMPT_KEY.test(attempt)) return { ok: false, reason: "payment_token_missing", gatewayId };
  const outcome = await addPaymentMethod(services.gateways, {
    gatewayId: method.id,
    customer,
    token,
    idempotencyKey: `add-payment-method-${customer.id}-${attempt}`,
  });
  return outcome.status === "saved" ? { ok: true } : { ok: false, reason: outcome.code, gatewayId };
}
