import { randomBytes } from "node:crypto";
import { formRecord, formString, type FormObject } from "./test-form-body.ts";
import { STRIPE_TEST_PAYMENT_METHODS, stripeTestCardByNumber, TEST_CARD_EXPIRY, type StripeTestCard } from "./test-stripe-cards.ts";

// The resources of the local Stripe-protocol server: customers, payment methods, PaymentIntents,
// SetupIntents and refunds, in memory, with Stripe's object shapes, error objects and events. Only
// what the adapter uses is here; each answer is what Stripe's API reference documents for it.

export interface ApiAnswer {
  status: number;
  body: unknown;
}

interface PaymentMethodRecord {
  id: string;
  card: StripeTestCard;
  customer: string | null;
  /** As typed, for a card created from its number (Stripe.js); the test methods (pm_card_visa) have TEST_CARD_EXPIRY. */
  expiry: { exp_month: number; exp_year: number };
}

interface PaymentIntentRecord {
  id: string;
  amount: number;
  currency: string;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "succeeded";
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  return_url: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  amount_refunded: number;
}

export interface StripeTestEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: false;
  data: { object: unknown };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function invalidRequest(message: string, extra: Record<string, string> = {}, status = 400): ApiAnswer {
  return { status, body: { error: { type: "invalid_request_error", message, ...extra } } };
}

function cardError(code: string, message: string, extra: Record<string, string> = {}): ApiAnswer {
  return { status: 402, body: { error: { type: "card_error", code, message, ...extra } } };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "34" or "2034" as a four-digit year, as Stripe reads exp_year. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

export function createStripeTestApi(baseUrl: () => string) {
  const customers = new Map<string, { id: string; email: string | null }>();
  const methods = new Map<string, PaymentMethodRecord>();
  const intents = new Map<string, PaymentIntentRecord>();
  const events: StripeTestEvent[] = [];

  const emit = (type: string, object: unknown) => events.push({ id: id("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });

  const methodJson = (pm: PaymentMethodRecord) => ({ id: pm.id, object: "payment_method", type: "card", customer: pm.customer, livemode: false, card: { brand: pm.card.brand, last4: pm.card.last4, ...pm.expiry } });
  const intentJson = (pi: PaymentIntentRecord) => {
    const next_action = pi.status === "requires_action" ? { type: "redirect_to_url", redirect_to_url: { url: `${baseUrl()}/test/authenticate/${pi.id}`, return_url: pi.return_url } } : null;
    const { return_url: _returnUrl, ...fields } = pi;
    return { ...fields, object: "payment_intent", client_secret: `${pi.id}_secret_test`, livemode: false, next_action };
  };
  const chargeJson = (pi: PaymentIntentRecord) => ({ id: pi.latest_charge, object: "charge", amount: pi.amount, amount_refunded: pi.amount_refunded, refunded: pi.amount_refunded >= pi.amount, currency: pi.currency, payment_intent: pi.id, metadata: pi.metadata });

  /** A test method name (pm_card_visa) makes a new payment method each time it is used, as at Stripe. */
  function resolveMethod(reference: string | undefined): PaymentMethodRecord | null {
    if (reference === undefined) return null;
    const known = methods.get(reference);
    if (known !== undefined) return known;
    const card = STRIPE_TEST_PAYMENT_METHODS[reference];
    if (card === undefined) return null;
    const created = { id: id("pm"), card, customer: null, expiry: TEST_CARD_EXPIRY };
    methods.set(created.id, created);
    return created;
  }

  /**
   * POST /v1/payment_methods as Stripe.js sends it from the Payment Element, with the publishable
   * key: `type=card&card[number]=…&card[exp_month]=…&card[exp_year]=…&card[cvc]=…`. The number is
   * checked as Stripe checks it; a test card's number gives a method that behaves as that card,
   * any other number is a live card in test mode, declined as Stripe declines it.
   */
  function createPaymentMethod(form: FormObject): ApiAnswer {
    if (formString(form, "type") !== "card") return invalidRequest("Invalid payment_method type: must be card.", { code: "parameter_invalid_empty", param: "type" });
    const fields = formRecord(form, "card");
    const number = (fields["number"] ?? "").replace(/[\s-]/g, "");
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return cardError("incorrect_number", "Your card number is incorrect.", { param: "card[number]" });
    const month = Number(fields["exp_month"]);
    const year = fullYear(Number(fields["exp_year"]));
    if (!Number.isInteger(month) || month < 1 || month > 12) return cardError("invalid_expiry_month", "Your card's expiration month is invalid.", { param: "card[exp_month]" });
    const now = new Date();
    if (!Number.isInteger(year) || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      return cardError("invalid_expiry_year", "Your card's expiration year is invalid.", { param: "card[exp_year]" });
    }
    if (!/^\d{3,4}$/.test(fields["cvc"] ?? "")) return cardError("invalid_cvc", "Your card's security code is invalid.", { param: "card[cvc]" });
    const card = stripeTestCardByNumber(number);
    if (card === undefined) {
      const message = "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.";
      return cardError("card_declined", message, { decline_code: "test_mode_live_card" });
    }
    const created: PaymentMethodRecord = { id: id("pm"), card, customer: null, expiry: { exp_month: month, exp_year: year } };
    methods.set(created.id, created);
    return { status: 200, body: methodJson(created) };
  }
  const noSuchMethod = (reference: string | undefined) => invalidRequest(`No such PaymentMethod: '${reference ?? ""}'`, { code: "resource_missing", param: "payment_method" });

  function succeed(pi: PaymentIntentRecord): ApiAnswer {
    pi.status = "succeeded";
    pi.latest_charge = id("ch");
    pi.last_payment_error = null;
    const pm = pi.payment_method === null ? undefined : methods.get(pi.payment_method);
    if (pm !== undefined && pi.setup_future_usage !== null && pi.customer !== null) pm.customer = pi.customer;
    emit("payment_intent.succeeded", intentJson(pi));
    return { status: 200, body: intentJson(pi) };
  }

  function decline(pi: PaymentIntentRecord, error: { code: string; decline_code?: string; message: string }): ApiAnswer {
    pi.status = "requires_payment_method";
    pi.last_payment_error = { type: "card_error", ...error, payment_method: pi.payment_method };
    emit("payment_intent.payment_failed", intentJson(pi));
    return { status: 402, body: { error: { type: "card_error", ...error, payment_intent: intentJson(pi) } } };
  }

  function confirm(pi: PaymentIntentRecord, offSession: boolean): ApiAnswer {
    const pm = pi.payment_method === null ? undefined : methods.get(pi.payment_method);
    if (pm === undefined) return noSuchMethod(pi.payment_method ?? undefined);
    const { outcome } = pm.card;
    if (outcome.kind === "declines") return decline(pi, { code: outcome.code, decline_code: outcome.declineCode, message: outcome.message });
    if (outcome.kind === "succeeds") return succeed(pi);
    if (offSession) return decline(pi, { code: "authentication_required", decline_code: "authentication_required", message: "Your card was declined. This transaction requires authentication." });
    pi.status = "requires_action";
    return { status: 200, body: intentJson(pi) };
  }

  function createIntent(form: FormObject): ApiAnswer {
    const amount = Number(formString(form, "amount"));
    const currency = formString(form, "currency");
    if (!Number.isInteger(amount) || amount < 1 || currency === undefined) return invalidRequest("Missing required param: amount or currency.", { code: "parameter_missing" });
    const reference = formString(form, "payment_method");
    const pm = reference === undefined ? null : resolveMethod(reference);
    if (reference !== undefined && pm === null) return noSuchMethod(reference);
    const pi: PaymentIntentRecord = {
      id: id("pi"),
      amount,
      currency,
      status: pm === null ? "requires_payment_method" : "requires_confirmation",
      customer: formString(form, "customer") ?? null,
      payment_method: pm?.id ?? null,
      setup_future_usage: formString(form, "setup_future_usage") ?? null,
      metadata: formRecord(form, "metadata"),
      return_url: formString(form, "return_url") ?? null,
      last_payment_error: null,
      latest_charge: null,
      amount_refunded: 0,
    };
    intents.set(pi.id, pi);
    if (formString(form, "confirm") !== "true") return { status: 200, body: intentJson(pi) };
    return confirm(pi, formString(form, "off_session") === "true");
  }

  function createSetupIntent(form: FormObject): ApiAnswer {
    const reference = formString(form, "payment_method");
    const pm = resolveMethod(reference);
    if (pm === null) return noSuchMethod(reference);
    const customer = formString(form, "customer") ?? null;
    const { outcome } = pm.card;
    if (outcome.kind === "declines" && pm.card.declinesAfterAttach !== true) {
      return { status: 402, body: { error: { type: "card_error", code: outcome.code, decline_code: outcome.declineCode, message: outcome.message } } };
    }
    pm.customer = customer;
    return { status: 200, body: { id: id("seti"), object: "setup_intent", status: "succeeded", customer, payment_method: pm.id, usage: formString(form, "usage") ?? "off_session" } };
  }

  function refund(form: FormObject): ApiAnswer {
    const pi = intents.get(formString(form, "payment_intent") ?? "");
    if (pi?.status !== "succeeded") return invalidRequest("This PaymentIntent has no successful charge to refund.", { code: "resource_missing", param: "payment_intent" });
    const left = pi.amount - pi.amount_refunded;
    if (left === 0) return invalidRequest("Charge has already been refunded.", { code: "charge_already_refunded" });
    const amount = Number(formString(form, "amount") ?? left);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) return invalidRequest(`Refund amount is greater than unrefunded amount on charge (${left}).`, { code: "amount_too_large", param: "amount" });
    pi.amount_refunded += amount;
    emit("charge.refunded", chargeJson(pi));
    return { status: 200, body: { id: id("re"), object: "refund", amount, currency: pi.currency, payment_intent: pi.id, charge: pi.latest_charge, status: "succeeded" } };
  }

  /** The shopper's answer on the 3-D Secure page (the local server's own test route). */
  function authenticate(intentId: string, outcome: "complete" | "fail"): ApiAnswer {
    const pi = intents.get(intentId);
    if (pi?.status !== "requires_action") return invalidRequest("No PaymentIntent awaits authentication.", {}, 404);
    if (outcome === "complete") return succeed(pi);
    decline(pi, { code: "payment_intent_authentication_failure", message: "The provided PaymentMethod has failed authentication." });
    return { status: 200, body: intentJson(pi) };
  }

  /** Routes one API request (the server has checked the key and replayed idempotent retries). */
  function handle(method: string, path: string, form: FormObject): ApiAnswer {
    const [, root, first, second, third] = path.split("/");
    const action = `${method} /${root ?? ""}/${first ?? ""}${second === undefined ? "" : "/:id"}${third === undefined ? "" : `/${third}`}`;
    const target = second ?? "";
    switch (action) {
      case "POST /v1/customers": {
        const customer = { id: id("cus"), email: formString(form, "email") ?? null };
        customers.set(customer.id, customer);
        return { status: 200, body: { ...customer, object: "customer", metadata: formRecord(form, "metadata") } };
      }
      case "POST /v1/payment_intents":
        return createIntent(form);
      case "GET /v1/payment_intents/:id": {
        const pi = intents.get(target);
        return pi === undefined ? invalidRequest(`No such payment_intent: '${target}'`, { code: "resource_missing" }, 404) : { status: 200, body: intentJson(pi) };
      }
      case "POST /v1/payment_intents/:id/confirm": {
        const pi = intents.get(target);
        if (pi === undefined) return invalidRequest(`No such payment_intent: '${target}'`, { code: "resource_missing" }, 404);
        return confirm(pi, formString(form, "off_session") === "true");
      }
      case "POST /v1/payment_methods":
        return createPaymentMethod(form);
      case "POST /v1/setup_intents":
        return createSetupIntent(form);
      case "GET /v1/payment_methods/:id": {
        const pm = methods.get(target);
        return pm === undefined ? noSuchMethod(target) : { status: 200, body: methodJson(pm) };
      }
      case "POST /v1/payment_methods/:id/detach": {
        const pm = methods.get(target);
        if (pm === undefined) return noSuchMethod(target);
        pm.customer = null;
        return { status: 200, body: methodJson(pm) };
      }
      case "POST /v1/refunds":
        return refund(form);
      case "POST /test/authenticate/:id":
        return authenticate(target, formString(form, "outcome") === "fail" ? "fail" : "complete");
      default:
        return invalidRequest(`Unrecognized request URL (${method}: ${path}).`, {}, 404);
    }
  }

  /** The PaymentIntent awaiting the shopper on the 3-D Secure page, as that page shows it. */
  function awaitingAuthentication(intentId: string): { amount: number; currency: string; returnUrl: string | null } | null {
    const pi = intents.get(intentId);
    return pi?.status === "requires_action" ? { amount: pi.amount, currency: pi.currency, returnUrl: pi.return_url } : null;
  }

  return { handle, events, intents, methods, customers, awaitingAuthentication };
}
