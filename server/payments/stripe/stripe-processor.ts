import Stripe from "stripe";
import type { CardProcessor, ChargeOutcome, PaymentMetadata, SavedCard } from "../card-processor.ts";
import { CARD_BRANDS, type CardBrand, type PaymentFailureCode } from "../payments.ts";
import { stripeFailureCode } from "./stripe-failure.ts";

// Stripe as a card processor (card-processor.ts), over the official SDK: PaymentIntents confirmed
// on the server with the payment method the browser's Payment Element created (3-D Secure through
// `next_action`), SetupIntents to save a card, customers, off-session charges, refunds and
// detaching. Every call that moves money or keeps a card sends our idempotency key. A card
// refused is an outcome; Stripe unreachable or a bug of ours is thrown (the key makes a retry safe).

/** The shop's ids on a PaymentIntent, read back after a challenge and in webhooks. */
export const METADATA_ORDER_ID = "order_id";
export const METADATA_CUSTOMER_ID = "customer_id";

type Failure = { status: "failed"; code: PaymentFailureCode };

function failureOf(error: unknown, onMissing: PaymentFailureCode): Failure {
  if (error instanceof Stripe.errors.StripeCardError) return { status: "failed", code: stripeFailureCode(error) };
  if (error instanceof Stripe.errors.StripeIdempotencyError) return { status: "failed", code: "idempotency_key_reused" };
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return { status: "failed", code: onMissing };
  throw error;
}

function brandOf(brand: string | undefined): CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(brand ?? "") ? (brand as CardBrand) : "unknown";
}

export function metadataOf(metadata: Stripe.Metadata | null | undefined): PaymentMetadata {
  const orderId = Number(metadata?.[METADATA_ORDER_ID]);
  const customerId = Number(metadata?.[METADATA_CUSTOMER_ID]);
  return { orderId: Number.isInteger(orderId) ? orderId : 0, customerId: Number.isInteger(customerId) && customerId > 0 ? customerId : null };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

/** Stripe.js hands the shop a PaymentMethod id (pm_…), or a legacy card token (tok_…). */
const STRIPE_TOKEN_SHAPE = /^(pm|tok)_[A-Za-z0-9_]{3,250}$/;

export function createStripeProcessor(stripe: Stripe, options: { shopUrl: string }): CardProcessor {
  async function savedCard(paymentMethodId: string, processorCustomer: string | null): Promise<SavedCard> {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const card = method.card;
    return { reference: method.id, processorCustomer, brand: brandOf(card?.brand), last4: card?.last4 ?? "", expMonth: card?.exp_month ?? 0, expYear: card?.exp_year ?? 0 };
  }

  async function outcomeOf(intent: Stripe.PaymentIntent): Promise<ChargeOutcome> {
    switch (intent.status) {
      case "succeeded": {
        const method = idOf(intent.payment_method);
        const customer = idOf(intent.customer);
        const keep = intent.setup_future_usage != null && method !== null && customer !== null;
        return { status: "succeeded", transactionId: intent.id, metadata: metadataOf(intent.metadata), saved: keep ? await savedCard(method, customer) : null };
      }
      case "requires_action": {
        const url = intent.next_action?.redirect_to_url?.url;
        if (url == null) throw new Error(`PaymentIntent ${intent.id} requires an action the shop cannot send the shopper to (${intent.next_action?.type ?? "none"})`);
        return { status: "requires_action", transactionId: intent.id, redirectUrl: url };
      }
      case "requires_payment_method":
      case "canceled":
        return { status: "failed", code: intent.last_payment_error == null ? "card_declined" : stripeFailureCode(intent.last_payment_error) };
      default:
        // processing (bank debits), requires_capture, requires_confirmation: not what the adapter asks for.
        throw new Error(`PaymentIntent ${intent.id} is ${intent.status}`);
    }
  }

  return {
    gatewayId: "stripe",
    tokenShape: STRIPE_TOKEN_SHAPE,

    async createCustomer({ email, customerId, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { [METADATA_CUSTOMER_ID]: String(customerId) } }, { idempotencyKey });
      return customer.id;
    },

    async charge(request) {
      const paymentMethod = request.source.kind === "token" ? request.source.token : request.source.method.reference;
      const customer = request.source.kind === "method" ? request.source.method.processorCustomer : (request.save?.processorCustomer ?? null);
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        payment_method: paymentMethod,
        allowed_payment_method_types: ["card"],
        confirm: true,
        receipt_email: request.email,
        metadata: { [METADATA_ORDER_ID]: String(request.metadata.orderId), [METADATA_CUSTOMER_ID]: String(request.metadata.customerId ?? "") },
        ...(customer === null ? {} : { customer }),
        ...(request.save === null || customer === null ? {} : { setup_future_usage: "off_session" as const }),
        ...(request.offSession ? { off_session: true } : { return_url: new URL(request.returnUrl, options.shopUrl).href }),
      };
      try {
        return await outcomeOf(await stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey }));
      } catch (error) {
        return failureOf(error, "payment_method_not_found");
      }
    },

    async retrieve(transactionId) {
      try {
        return await outcomeOf(await stripe.paymentIntents.retrieve(transactionId));
      } catch (error) {
        return failureOf(error, "payment_not_found");
      }
    },

    async refund({ transactionId, amount, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: transactionId, amount }, { idempotencyKey });
        return { status: "succeeded", refundId: refund.id };
      } catch (error) {
        const code = error instanceof Stripe.errors.StripeInvalidRequestError ? error.code : undefined;
        if (code === "amount_too_large" || code === "charge_already_refunded") return { status: "failed", code: "refund_amount_invalid" };
        return failureOf(error, "payment_not_found");
      }
    },

    async saveMethod({ token, processorCustomer, idempotencyKey }) {
      try {
        const setup = await stripe.setupIntents.create(
          { payment_method: token, allowed_payment_method_types: ["card"], confirm: true, usage: "off_session", ...(processorCustomer === null ? {} : { customer: processorCustomer }) },
          { idempotencyKey },
        );
        const method = idOf(setup.payment_method);
        // Saving a card that asks for 3-D Secure needs the shopper on Stripe's page: not offered here yet.
        if (setup.status !== "succeeded" || method === null) return { ok: false, code: "authentication_required" };
        return { ok: true, card: await savedCard(method, processorCustomer) };
      } catch (error) {
        const { code } = failureOf(error, "payment_method_not_found");
        return { ok: false, code };
      }
    },

    async deleteMethod(method) {
      await stripe.paymentMethods.detach(method.reference);
    },
  };
}
