import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getOrderByKey } from "../orders/get-order.ts";
import { startOrderPayment } from "../orders/start-order-payment.ts";
import { orderHasSubscriptions } from "../subscriptions/order-has-subscriptions.ts";
import type { CheckoutErrorCode, CheckoutResult, FieldError } from "./checkout.ts";
import { payForOrderFormSchema } from "./checkout-form.ts";
import type { CheckoutPayments } from "./checkout-payments.ts";
import { cardSavedBy, settlePayment } from "./settle-payment.ts";
import { cardSourceOf } from "./card-source.ts";

// Paying an order placed earlier that is still unpaid (pending, or failed after a declined card):
// /checkout/order-pay/<id>/?pay_for_order=true&key=<order key>. The order keeps its lines, stock
// and totals; only the payment is new, made once per submission as at checkout.

export interface PayForOrderInput {
  orderId: number;
  orderKey: string;
  customerId: number | null;
  fields: Readonly<Record<string, string>>;
  returnPath: (orderId: number, orderKey: string) => string;
  /** The shop's IANA time zone (config.shop.timeZone): a renewal order paid here dates its subscription's next payment in it. */
  timeZone: string;
}

function refuse(code: CheckoutErrorCode, params: Record<string, string | number> = {}, fieldErrors: FieldError[] = []): Extract<CheckoutResult, { ok: false }> {
  return { ok: false, code, params, fieldErrors, cartNotices: [] };
}

/** The answer, or null when the order does not exist for this key (the page answers 404). */
export async function payForOrder(db: Kysely<Database>, payments: CheckoutPayments, input: PayForOrderInput, now: Date): Promise<CheckoutResult | null> {
  const order = await getOrderByKey(db, input.orderId, input.orderKey);
  if (order === null) return null;
  const parsed = payForOrderFormSchema.safeParse(input.fields);
  if (!parsed.success) return refuse("checkout_form_invalid", {}, parsed.error.issues.map((issue) => ({ field: issue.path.join("_"), code: "checkout_form_invalid", params: {} })));
  const form = parsed.data;
  if (!form.terms) return refuse("terms_not_accepted", {}, [{ field: "terms", code: "terms_not_accepted", params: {} }]);
  const available = await payments.available({ shippingMethodIds: order.shippingLines.map((line) => line.methodId) });
  const method = available.find((m) => m.id === form.payment_method);
  if (method === undefined) return refuse("payment_method_unavailable", {}, [{ field: "payment_method", code: "payment_method_unavailable", params: {} }]);
  const cardSource = await cardSourceOf(payments, form, input.customerId);
  if (method.kind === "card" && cardSource === null) return refuse("card_details_required", {}, [{ field: "payment_method", code: "card_details_required", params: {} }]);
  const started = await db.transaction().execute((trx) =>
    startOrderPayment(trx, { orderId: order.id, orderKey: input.orderKey, attemptKey: form.checkout_attempt, paymentMethod: method.id, paymentMethodTitle: method.title ?? "" }, now),
  );
  if (started === null) return null;
  if (!started.ok) return refuse(started.code, started.params);
  const { payment } = started;
  const ownCustomer = input.customerId !== null && input.customerId === payment.customerId;
  const answer = await payments.pay({
    gatewayId: method.id,
    orderId: payment.orderId,
    amount: payment.total,
    currency: payment.currency,
    idempotencyKey: `order-${payment.orderId}-${form.checkout_attempt}`,
    email: payment.email,
    // Only the order's own customer, signed in, may keep the card on their account.
    customerId: ownCustomer ? input.customerId : null,
    token: form.payment_token,
    savedMethodId: cardSource?.savedMethodId ?? null,
    // A subscription's parent order keeps its card for the renewals, as at checkout.
    saveMethod: form.save_payment_method || (ownCustomer && (await orderHasSubscriptions(db, payment.orderId))),
    returnUrl: input.returnPath(payment.orderId, payment.orderKey),
  });
  // The card that paid (saved now, or the customer's own saved card) renews the order's
  // subscriptions that have none, as WooCommerce Subscriptions takes the method a renewal was paid with.
  const paidCard = answer.kind !== "paid" ? null : (cardSavedBy(answer) ?? (ownCustomer ? (cardSource?.savedMethodId ?? null) : null));
  const recorded = await settlePayment(db, { orderId: payment.orderId, attemptKey: form.checkout_attempt, cartId: payment.cartId }, answer, { timeZone: input.timeZone, savedMethodId: paidCard }, now);
  if (answer.kind === "failed") return refuse("payment_failed", { reason: answer.code });
  const next = answer.kind === "awaiting_action" ? { kind: "authenticate" as const, url: answer.redirectUrl } : { kind: "order_received" as const };
  return { ok: true, orderId: payment.orderId, orderKey: payment.orderKey, status: recorded.status, next };
}
