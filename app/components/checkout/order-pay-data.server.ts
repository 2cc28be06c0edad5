import type { CheckoutResult } from "../../../server/checkout/checkout.ts";
import { payForOrder } from "../../../server/checkout/pay-for-order.ts";
import { payThroughGateways } from "../../../server/checkout/pay-through-gateways.ts";
import { getOrderByKey } from "../../../server/orders/get-order.ts";
import type { Order } from "../../../server/orders/orders.ts";
import { PAYABLE_STATUSES } from "../../../server/orders/start-order-payment.ts";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import { orderHasSubscriptions } from "../../../server/subscriptions/order-has-subscriptions.ts";
import { renewalNoLongerPayable } from "../../../server/subscriptions/renewal-no-longer-payable.ts";
import { renewalOrderToPay, type RenewalToPay } from "../../../server/subscriptions/renewal-order-to-pay.ts";
import type { Services } from "../../context.ts";
import { readSignedIn } from "../account/account-session.server.ts";
import { newAttemptKey, postedFields, termsPage } from "./checkout-page-data.server.ts";
import { orderReceivedPath } from "./checkout-paths.ts";
import type { CheckoutRefusal } from "./checkout-refusal.tsx";
import { parseRowId } from "../../../server/parse-row-id.ts";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { savedCardsOf } from "./saved-cards.server.ts";
import { stripeElementFor, type StripeElementOptions } from "./stripe-element.ts";
import { stripeElementSource } from "./stripe-element-options.server.ts";

// /checkout/order-pay/<id>/?pay_for_order=true&key=<order key>: an unpaid order's payment page
// (the link on a failed order's receipt and in the account). The key is the pass, as for the
// receipt; without it the order does not exist (404).


export interface OrderPayPageData {
  order: Order;
  payable: boolean;
  /** An unpaid renewal order of a subscription that has ended: not payable, and the page says why. */
  renewalNotNeeded: boolean;
  methods: PaymentMethodOption[];
  attemptKey: string;
  locale: string;
  signedIn: boolean;
  /** A subscription's parent order: its card is kept for the renewals, without asking. */
  subscriptionParent: boolean;
  /** A subscription's renewal order waiting for the customer (a failed charge, or a manual renewal): the page says so (spec §8). */
  renewal: RenewalToPay | null;
  savedCards: SavedPaymentMethod[];
  terms: { title: string; content: string } | null;
  script: string;
  /** The Payment Element's settings for the order's total, when the shop takes cards through Stripe. */
  stripe: StripeElementOptions | null;
}

export function orderRef(request: Request, orderIdParam: string): { orderId: number; orderKey: string } | null {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const orderId = parseRowId(orderIdParam);
  return orderId !== null && key !== "" ? { orderId, orderKey: key } : null;
}

export async function loadOrderPayPage(services: Services, request: Request, orderIdParam: string): Promise<OrderPayPageData | null> {
  const ref = orderRef(request, orderIdParam);
  const order = ref === null ? null : await getOrderByKey(services.db, ref.orderId, ref.orderKey);
  if (order === null) return null;
  const methods = await payThroughGateways(services.db, services.gateways).available({ shippingMethodIds: order.shippingLines.map((l) => l.methodId) });
  const signedIn = await readSignedIn(services, request);
  const unpaid = PAYABLE_STATUSES.includes(order.status);
  const renewalNotNeeded = unpaid && (await renewalNoLongerPayable(services.db, order.id));
  const payable = unpaid && !renewalNotNeeded;
  return {
    order,
    payable,
    renewalNotNeeded,
    methods,
    attemptKey: newAttemptKey(),
    locale: services.config.shop.locale,
    signedIn: signedIn !== null,
    subscriptionParent: await orderHasSubscriptions(services.db, order.id),
    renewal: payable ? await renewalOrderToPay(services.db, order.id) : null,
    savedCards: await savedCardsOf(services, signedIn?.customer.id ?? null),
    terms: await termsPage(services),
    script: services.islands.checkout,
    stripe: stripeElementFor(stripeElementSource(services.config), { mode: "payment", amount: order.totals.total, currency: order.currency }),
  };
}

export type OrderPayPostResult = { kind: "redirect"; location: string } | { kind: "not_found" } | { kind: "refused"; refusal: CheckoutRefusal; paymentMethod: string };

function nextLocation(result: Extract<CheckoutResult, { ok: true }>): string {
  return result.next.kind === "authenticate" ? result.next.url : orderReceivedPath(result.orderId, result.orderKey);
}

export async function handleOrderPayPost(services: Services, request: Request, orderIdParam: string): Promise<OrderPayPostResult> {
  const ref = orderRef(request, orderIdParam);
  if (ref === null) return { kind: "not_found" };
  const signedIn = await readSignedIn(services, request);
  const fields = postedFields(await request.formData());
  // Checked before any payment is asked for; the pay form of an order that is no renewal's is untouched.
  if ((await getOrderByKey(services.db, ref.orderId, ref.orderKey)) !== null && (await renewalNoLongerPayable(services.db, ref.orderId))) {
    return { kind: "refused", refusal: { code: "renewal_not_needed", params: {}, fieldErrors: [] }, paymentMethod: fields["payment_method"] ?? "" };
  }
  const result = await payForOrder(services.db, payThroughGateways(services.db, services.gateways), { ...ref, customerId: signedIn?.customer.id ?? null, fields, returnPath: orderReceivedPath, timeZone: services.config.shop.timeZone }, new Date());
  services.orderMails.kick();
  if (result === null) return { kind: "not_found" };
  if (result.ok) return { kind: "redirect", location: nextLocation(result) };
  return { kind: "refused", refusal: { code: result.code, params: result.params, fieldErrors: result.fieldErrors }, paymentMethod: fields["payment_method"] ?? "" };
}
