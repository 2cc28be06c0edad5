import type { Insertable, Kysely } from "kysely";
import type { SubscriptionsTable } from "../db/schema-subscriptions.ts";
import type { Database } from "../db/schema.ts";
import type { OrderAddress } from "../orders/orders.ts";
import { CARD_GATEWAY_IDS } from "../payments/payments.ts";
import { isOneOf } from "../parse-enum.ts";
import { linkResubscribe } from "./link-resubscribe.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { linkOrder } from "./subscription-orders.repository.ts";
import { deleteSubscription, findSubscriptionRowOfCart, insertSubscriptionOnce, listSubscriptionRowsOfParent, rowStatus, updateSubscription } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";
import type { RecurringCart } from "./subscriptions.ts";

// Placing an order with recurring carts makes one pending subscription per cart, in the placing
// transaction (docs/decisions/026): it becomes active when the order is paid
// (activate-subscriptions-of-order.ts). The same parent order and cart key find the subscription
// made before, so a replayed placement makes none twice. A cart whose order still awaits payment
// (a declined card, retried) places again into the same order: its pending subscriptions then take
// the cart as it is now, and those whose recurring cart is gone are deleted, as WooCommerce
// Subscriptions deletes a resumed order's subscriptions before making them again.

export interface SubscriptionsOfOrder {
  orderId: number;
  /** A subscription needs an account: a guest's checkout creates one first. */
  customerId: number | null;
  currency: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  /** The order's gateway id. */
  paymentMethod: string;
  /** The merchant's title for it, or "" for the catalogue's default words. */
  paymentMethodTitle?: string;
  pricesIncludeTax?: boolean;
  /**
   * The saved card renewals are charged to. A card entered at checkout is saved by the payment,
   * after this runs: activateSubscriptionsOfOrder takes it then.
   */
  savedMethodId: number | null;
  recurring: readonly RecurringCart[];
}

export type CreateSubscriptionsResult = { ok: true; subscriptionIds: number[] } | { ok: false; code: "subscription_requires_account" };

/** Only a card saved with a card gateway can be charged off-session; anything else renews by hand. */
export function renewsManually(paymentMethod: string, savedMethodId: number | null): boolean {
  return savedMethodId === null || !isOneOf(CARD_GATEWAY_IDS, paymentMethod);
}

/**
 * Dates are stored as Date#toISOString writes them (UTC, milliseconds), whatever ISO form the
 * caller used, because the renewal job compares them as text in SQL.
 */
function instant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO instant: ${iso}`);
  return date.toISOString();
}

/** What a subscription takes from its recurring cart: replaced as a whole when the pending subscription is placed again. */
function contentsOf(input: SubscriptionsOfOrder, cart: RecurringCart) {
  return {
    billing_period: cart.plan.period,
    billing_interval: cart.plan.interval,
    length: cart.plan.length,
    trial_length: cart.plan.trialLength,
    trial_period: cart.plan.trialPeriod,
    renewal_day: cart.renewalDay === null ? null : JSON.stringify(cart.renewalDay),
    billing: JSON.stringify(input.billing),
    shipping: input.shipping === null ? null : JSON.stringify(input.shipping),
    currency: input.currency,
    prices_include_tax: input.pricesIncludeTax === true ? 1 : 0,
    lines: JSON.stringify(cart.lines),
    shipping_lines: JSON.stringify(cart.shippingLines),
    tax_lines: JSON.stringify(cart.taxLines),
    subtotal: cart.totals.subtotal,
    discount_total: cart.totals.discount,
    shipping_total: cart.totals.shipping,
    tax_total: cart.totals.tax,
    total: cart.totals.total,
    payment_method: input.paymentMethod,
    payment_method_title: input.paymentMethodTitle ?? "",
    saved_method_id: input.savedMethodId,
    manual_renewal: renewsManually(input.paymentMethod, input.savedMethodId) ? 1 : 0,
    start_at: instant(cart.dates.start),
    trial_end_at: cart.dates.trialEnd === null ? null : instant(cart.dates.trialEnd),
    next_payment_at: cart.dates.nextPayment === null ? null : instant(cart.dates.nextPayment),
    end_at: cart.dates.end === null ? null : instant(cart.dates.end),
  } satisfies Partial<Insertable<SubscriptionsTable>>;
}

/**
 * Needs the placing transaction: the subscriptions commit or roll back with their order. Call it
 * for every order placed, with an empty `recurring` when the cart holds no subscription.
 */
export async function createSubscriptionsForOrder(trx: Kysely<Database>, input: SubscriptionsOfOrder, now: Date): Promise<CreateSubscriptionsResult> {
  const customerId = input.customerId;
  if (customerId === null && input.recurring.length > 0) return { ok: false, code: "subscription_requires_account" };
  const own = subscriptionsDb(trx);
  const at = now.toISOString();
  // Also with no recurring cart left: an unpaid order placed again without its subscription
  // products must not activate the subscriptions it had before when it is paid.
  const existing = await listSubscriptionRowsOfParent(own, input.orderId);
  const keys = new Set(input.recurring.map((cart) => cart.key));
  for (const gone of existing.filter((row) => !keys.has(row.cart_key) && rowStatus(row) === "pending")) await deleteSubscription(own, gone.id);
  if (customerId === null) return { ok: true, subscriptionIds: [] };

  const subscriptionIds: number[] = [];
  for (const cart of input.recurring) {
    const earlier = existing.find((row) => row.cart_key === cart.key);
    if (earlier !== undefined) {
      if (rowStatus(earlier) === "pending") await updateSubscription(own, earlier.id, { ...contentsOf(input, cart), customer_id: customerId, updated_at: at });
      subscriptionIds.push(earlier.id);
      continue;
    }
    const id = await insertSubscriptionOnce(own, {
      ...contentsOf(input, cart),
      status: "pending",
      customer_id: customerId,
      parent_order_id: input.orderId,
      cart_key: cart.key,
      last_payment_at: null,
      cancelled_at: null,
      created_at: at,
      updated_at: at,
    });
    if (id === null) {
      // Made meanwhile by a parallel placement of the same order (its insert went first): that one is it.
      const made = await findSubscriptionRowOfCart(own, input.orderId, cart.key);
      if (made === undefined) throw new Error(`Subscription for order ${input.orderId} and recurring cart ${cart.key} vanished`);
      subscriptionIds.push(made.id);
      continue;
    }
    await linkOrder(own, id, input.orderId, "parent", at);
    await insertSubscriptionNote(own, id, { code: "subscription_created", params: { order: input.orderId }, forCustomer: false }, at);
    // A resubscribe the customer asked for (their cart filled from an ended subscription) is linked to it.
    await linkResubscribe(trx, { customerId, orderId: input.orderId, subscriptionId: id, lines: cart.lines }, now);
    subscriptionIds.push(id);
  }
  return { ok: true, subscriptionIds };
}
