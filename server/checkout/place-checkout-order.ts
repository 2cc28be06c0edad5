import type { Kysely } from "kysely";
import { holdsSubscription, type CartNotice, type CartOwner } from "../cart/cart.ts";
import { lockCartForCheckout } from "../cart/lock-cart-for-checkout.ts";
import { productOverSubscriptionLimit } from "../cart/check-subscription-limit.ts";
import { getSkus } from "../catalog/get-skus.ts";
import { updateCustomerAddresses } from "../customers/update-addresses.ts";
import type { Database } from "../db/schema.ts";
import { findOrderOfAttempt } from "../orders/find-order-of-attempt.ts";
import { DEFAULT_HOLD_STOCK_MINUTES } from "../orders/orders.ts";
import { placeOrder, type PlaceOrderResult } from "../orders/place-order.ts";
import { createSubscriptionsForOrder } from "../subscriptions/create-subscriptions-for-order.ts";
import { orderHasSubscriptions } from "../subscriptions/order-has-subscriptions.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import type { CheckoutErrorCode, CheckoutResult, FieldError } from "./checkout.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { minorUnitDigits } from "../money/format-money.ts";
import { quoteCheckout } from "./quote-checkout.ts";
import { validateCheckoutForm } from "./validate-checkout-form.ts";
import { cardSourceOf } from "./card-source.ts";
import { cardSavedBy, settlePayment } from "./settle-payment.ts";
import { methodsForCart } from "./subscription-checkout-rules.ts";

// Placing an order from the checkout form (issue 9), exactly once whatever the retries:
// 1. one transaction, holding the cart's lock: the cart is brought up to date, priced on the
//    server, and turned into an order that takes its stock and counts its coupon uses; any refusal
//    rolls it all back. The same submission again finds the same order.
// 2. the gateway is asked to pay, with an idempotency key made of the order and the submission,
//    so a repeated submission gets the first one's answer and never a second charge.
// 3. a second transaction records the answer; a paid (or offline) order empties the cart.
// A cart holding subscriptions needs an account and a method that can pay the renewals. Its order
// creates the subscriptions (pending) in step 1, and step 3 activates them, or puts them on hold
// for an offline payment; a card it pays with is saved for the renewals (decision 026).

export interface PlaceCheckoutOrderInput {
  owner: CartOwner;
  customerId: number | null;
  fields: Readonly<Record<string, string>>;
  currency: string;
  /** The origin-relative address a shopper returns to after authenticating a payment. */
  returnPath: (orderId: number, orderKey: string) => string;
  /** The shop's calendar and proration setting, for subscriptions; the configuration's defaults when left out. */
  signUp?: SignUpSettings;
}

/** Thrown inside the transaction to roll back what placing the order wrote before it was refused. */
class Refusal extends Error {
  readonly result: Extract<CheckoutResult, { ok: false }>;
  constructor(result: Extract<CheckoutResult, { ok: false }>) {
    super(result.code);
    this.result = result;
  }
}

/** Tied to the password field: ticking "Create an account?" with a password is how a guest gets one. */
const ACCOUNT_REQUIRED: FieldError = { field: "account_password", code: "account_required", params: {} };

function refuse(code: CheckoutErrorCode, params: Record<string, string | number> = {}, fieldErrors: FieldError[] = [], cartNotices: CartNotice[] = []): Extract<CheckoutResult, { ok: false }> {
  return { ok: false, code, params, fieldErrors, cartNotices };
}

export async function placeCheckoutOrder(db: Kysely<Database>, payments: CheckoutPayments, input: PlaceCheckoutOrderInput, now: Date): Promise<CheckoutResult> {
  const check = validateCheckoutForm(input.fields, { needsShipping: true });
  if (!check.ok) return refuse(check.errors[0]?.code ?? "checkout_form_invalid", {}, check.errors);
  const { form } = check;
  // Asked before the transaction: the gateways read their settings through their own handle.
  const available = await payments.available({ shippingMethodIds: form.shipping_method === "" ? [] : [form.shipping_method] });
  const cardSource = await cardSourceOf(payments, form, input.customerId);
  const signUp = input.signUp ?? DEFAULT_SIGN_UP_SETTINGS;
  let placed: Extract<PlaceOrderResult, { ok: true }> & { total: number; cartId: number; subscription: boolean };
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const cart = await lockCartForCheckout(trx, input.owner, now, signUp);
      // The same form again (a double click, a retry, a parallel request): its order, to be paid
      // with the same idempotency key, so the gateway answers as it did the first time.
      const earlier = await findOrderOfAttempt(trx, form.checkout_attempt);
      if (earlier !== null) {
        // From the order, not the cart (emptied once the first one was paid), so the payment is
        // asked for exactly as the first time, keeping the card for the renewals.
        const subscription = await orderHasSubscriptions(trx, earlier.orderId);
        return { ok: true as const, orderId: earlier.orderId, orderKey: earlier.orderKey, replayed: true, total: earlier.total, cartId: earlier.cartId ?? cart?.cartId ?? 0, subscription };
      }
      if (cart === null || (cart.view.lines.length === 0 && cart.adjustments.length === 0)) return refuse("cart_empty");
      // The cart changed since the shopper last saw it (an item sold out, a coupon ran out): they
      // review it first. The changes themselves are kept (this transaction commits).
      if (cart.adjustments.length > 0) return refuse("cart_changed", {}, [], cart.adjustments);
      const subscription = holdsSubscription(cart.view);
      // A guest buying a subscription creates an account with the order (checkout-post does it when
      // "Create an account?" is ticked, which the form then requires).
      if (subscription && input.customerId === null) return refuse("account_required", {}, [ACCOUNT_REQUIRED]);
      if (subscription && input.customerId !== null) {
        const subscribed = cart.view.lines.filter((l) => l.subscription !== null);
        const over = await productOverSubscriptionLimit(trx, input.customerId, subscribed.map((l) => l.productId));
        if (over !== null) return refuse("subscription_limit_reached", { name: subscribed.find((l) => l.productId === over)?.name ?? "" });
      }
      const method = methodsForCart(available, subscription).find((m) => m.id === form.payment_method);
      if (method === undefined) return refuse("payment_method_unavailable", {}, [{ field: "payment_method", code: "payment_method_unavailable", params: {} }]);
      // A card that was never tokenised (no JavaScript, or a script that failed), a token no gateway
      // issued or a saved card not the shopper's is refused before an order exists, rather than
      // leaving a failed order behind.
      if (method.kind === "card" && cardSource === null) return refuse("card_details_required", {}, [{ field: "payment_method", code: "card_details_required", params: {} }]);
      const shipping = form.ship_to_different_address ? form.shipping : { ...form.billing, email: "" };
      const orderShipping = { ...shipping, phone: form.ship_to_different_address ? "" : form.billing.phone };
      const { pricing, shipping: rates, recurring } = await quoteCheckout(
        trx,
        cart.view,
        { destination: shipping, billing: form.billing, shippingMethod: form.shipping_method, currencyDigits: minorUnitDigits(input.currency), skus: await getSkus(trx, cart.view.lines), signUp },
        now,
      );
      // The rate must be one the destination is offered now; a stale or forged choice is refused.
      if (rates.needsShipping && (rates.chosen === null || (form.shipping_method !== "" && rates.chosen.id !== form.shipping_method))) {
        return refuse("shipping_method_unavailable", {}, [{ field: "shipping_method", code: "shipping_method_unavailable", params: {} }]);
      }
      const result = await placeOrder(
        trx,
        {
          ...pricing,
          taxDisplay: pricing.display.prices,
          attemptKey: form.checkout_attempt,
          cartId: cart.cartId,
          customerId: input.customerId,
          email: form.billing.email,
          billing: form.billing,
          shipping: orderShipping,
          customerNote: form.order_comments,
          currency: input.currency,
          paymentMethod: form.payment_method,
          // The merchant's own title, or empty for the catalogue's default words for this gateway.
          paymentMethodTitle: method.title ?? "",
          couponCodes: cart.couponCodes,
          couponLines: cart.view.coupons.map((c) => ({ code: c.code, discount: c.discount })),
          holdStockMinutes: DEFAULT_HOLD_STOCK_MINUTES,
        },
        now,
      );
      if (!result.ok) throw new Refusal(refuse(result.code, result.params));
      // The order's subscriptions, one pending per recurring cart, in its transaction (decision
      // 026). Called for every order placed, with no recurring cart too: an unpaid order placed
      // again from a cart that dropped its subscriptions must lose the pending ones it had. A
      // replay (the same submission) finds the order, and its subscriptions, made the first time.
      if (!result.replayed) {
        const made = await createSubscriptionsForOrder(
          trx,
          {
            orderId: result.orderId,
            customerId: input.customerId,
            currency: input.currency,
            billing: form.billing,
            shipping: orderShipping,
            paymentMethod: form.payment_method,
            paymentMethodTitle: method.title ?? "",
            pricesIncludeTax: pricing.pricesIncludeTax,
            // The saved card chosen; a new card is saved by the payment, and taken at activation.
            savedMethodId: cardSource?.savedMethodId ?? null,
            recurring,
          },
          now,
        );
        if (!made.ok) throw new Refusal(refuse("account_required", {}, [ACCOUNT_REQUIRED]));
      }
      // A customer's checkout saves its addresses back to the account (WooCommerce does too). An
      // address the account form would refuse is left out; the order keeps it as given.
      if (input.customerId !== null && !result.replayed) {
        await updateCustomerAddresses(trx, input.customerId, { billing: form.billing, ...(form.ship_to_different_address ? { shipping: { ...form.shipping, email: "" } } : {}) }, now);
      }
      return { ...result, total: pricing.totals.total, cartId: cart.cartId, subscription };
    });
    if ("fieldErrors" in outcome) return outcome;
    placed = outcome;
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
  const payment = await payments.pay({
    gatewayId: form.payment_method,
    orderId: placed.orderId,
    amount: placed.total,
    currency: input.currency,
    idempotencyKey: `order-${placed.orderId}-${form.checkout_attempt}`,
    email: form.billing.email,
    customerId: input.customerId,
    token: form.payment_token,
    savedMethodId: cardSource?.savedMethodId ?? null,
    // A subscription's card is kept to charge its renewals off-session.
    saveMethod: form.save_payment_method || placed.subscription,
    returnUrl: input.returnPath(placed.orderId, placed.orderKey),
  });
  // A new card this payment saved comes back as payment.savedMethodId ("paid"): the card the
  // order's subscriptions renew with, taken as they activate with the recorded payment.
  const recorded = await settlePayment(
    db,
    { orderId: placed.orderId, attemptKey: form.checkout_attempt, cartId: placed.cartId },
    payment,
    { timeZone: signUp.timeZone, savedMethodId: cardSavedBy(payment) },
    now,
  );
  if (payment.kind === "failed") return refuse("payment_failed", { reason: payment.code });
  const next = payment.kind === "awaiting_action" ? { kind: "authenticate" as const, url: payment.redirectUrl } : { kind: "order_received" as const };
  return { ok: true, orderId: placed.orderId, orderKey: placed.orderKey, status: recorded.status, next };
}
