import type { Kysely } from "kysely";
import type { CartLine, CartView } from "../cart/cart.ts";
import { getPurchasableItems, type PurchasableItem } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import type { OrderShippingLine } from "../orders/orders.ts";
import { quoteShipping } from "../shipping/quote-shipping.ts";
import type { ShippingDestination } from "../shipping/shipping.ts";
import type { SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { computeTaxes } from "../tax/compute-taxes.ts";
import type { TaxLocation } from "../tax/tax.ts";
import type { CheckoutPricing, QuotedRecurringCart } from "./checkout.ts";
import { displayCheckout } from "./display-checkout.ts";
import { groupRecurringLines, type RecurringGroup } from "./group-recurring-lines.ts";
import { priceCheckout } from "./price-checkout.ts";

// What a cart's subscriptions renew at (decision 026): one RecurringCart per group of lines that
// renew together, each priced as an order of its own with the checkout's calculators:
// - lines at their recurring price: no sign-up fee, no trial, no proration, and no coupon, since
//   the cart's coupons are all of kinds WooCommerce Subscriptions applies to the first order only;
// - shipping: the method chosen for today's order, rated again for these lines alone (another
//   rate of the zone when that one is not offered for them); none when they are all virtual, or
//   before the shopper has an address (the cart page);
// - tax on those lines and that shipping, at the address the tax settings name;
// - shown with or without tax as today's order is (displayCheckout): the recurring total is always
//   what each renewal charges.
// Ordinary products in a mixed cart are in today's order only.

export interface RecurringCartsInput {
  /** Where the renewals ship; null before the shopper has given an address (the cart page). */
  destination: ShippingDestination | null;
  billing: TaxLocation | null;
  /** The rate chosen for today's order ("flat_rate:3"), "" for none. */
  shippingMethod: string;
  currencyDigits: number;
  /** SKUs for the order lines (purchasableKey → SKU). */
  skus?: ReadonlyMap<string, string | null>;
  signUp: SignUpSettings;
}

/**
 * The lines as they renew: at the recurring price, without the sign-up's fee or coupons. Its
 * display amounts are as entered: what is shown comes from displayCheckout, not from here.
 */
function renewingCart(lines: readonly CartLine[]): CartView {
  const renewing = lines.map((line) => {
    const subtotal = line.unitPrice * line.quantity;
    return { ...line, subtotal, discount: 0, total: subtotal, displayUnitPrice: line.unitPrice, displayRegularUnitPrice: line.regularUnitPrice, displaySubtotal: subtotal };
  });
  const subtotal = renewing.reduce((sum, line) => sum + line.subtotal, 0);
  return {
    lines: renewing,
    coupons: [],
    totals: { subtotal, discount: 0, tax: 0, total: subtotal },
    displayTotals: { subtotal, discount: 0 },
    taxNote: null,
    notices: [],
    itemCount: renewing.reduce((sum, line) => sum + line.quantity, 0),
    hash: "",
  };
}

async function shippingOf(db: Kysely<Database>, cart: CartView, items: ReadonlyMap<string, PurchasableItem | null>, input: RenewingLinesInput): Promise<OrderShippingLine[]> {
  if (input.destination === null) return [];
  const quote = await quoteShipping(db, {
    destination: input.destination,
    items: cart.lines.map((line) => ({
      key: line.key,
      quantity: line.quantity,
      lineTotal: line.total,
      lineSubtotal: line.subtotal,
      shippingClass: items.get(line.key)?.shippingClass ?? "",
      virtual: items.get(line.key)?.virtual ?? false,
    })),
    freeShippingCoupon: false,
    currencyDigits: input.currencyDigits,
  });
  const rate = quote.rates.find((r) => r.id === input.shippingMethod) ?? quote.rates[0] ?? null;
  return rate === null ? [] : [{ methodId: rate.id, label: rate.label, cost: rate.cost, tax: 0, taxes: {} }];
}

/** What pricing lines as they renew needs: where they ship and are taxed, and the shipping method to rate again. */
export type RenewingLinesInput = Pick<RecurringCartsInput, "destination" | "billing" | "shippingMethod" | "currencyDigits" | "skus">;

/**
 * Lines priced as they renew, with the shipping re-rated and the tax computed for them alone: a
 * recurring cart at checkout, and a subscription's remaining lines after the customer removes one.
 */
export async function priceRenewingLines(db: Kysely<Database>, lines: readonly CartLine[], items: ReadonlyMap<string, PurchasableItem | null>, input: RenewingLinesInput): Promise<CheckoutPricing> {
  const cart = renewingCart(lines);
  const shippingLines = await shippingOf(db, cart, items, input);
  const taxable = cart.lines.map((line) => ({ key: line.key, amount: line.total, taxStatus: items.get(line.key)?.taxStatus ?? "taxable", taxClass: items.get(line.key)?.taxClass ?? "" }));
  const tax = await computeTaxes(
    db,
    taxable,
    shippingLines.map((s) => ({ id: s.methodId, cost: s.cost })),
    { shipping: input.destination, billing: input.billing ?? input.destination },
  );
  const shown = displayCheckout(cart, taxable, shippingLines.map((s) => ({ id: s.methodId, cost: s.cost })), tax);
  return priceCheckout(cart, input.skus ?? new Map(), shippingLines, tax, new Map(taxable.map((line) => [line.key, line.taxClass])), shown);
}

async function priceGroup(db: Kysely<Database>, group: RecurringGroup, items: ReadonlyMap<string, PurchasableItem | null>, input: RecurringCartsInput): Promise<QuotedRecurringCart> {
  const pricing = await priceRenewingLines(db, group.lines, items, input);
  const { dates } = group;
  return {
    key: group.key,
    plan: group.plan,
    renewalDay: group.renewalDay,
    lines: pricing.lines,
    shippingLines: pricing.shippingLines,
    taxLines: pricing.taxLines,
    totals: pricing.totals,
    display: pricing.display,
    dates: {
      start: dates.start.toISOString(),
      trialEnd: dates.trialEnd?.toISOString() ?? null,
      nextPayment: dates.nextPayment?.toISOString() ?? null,
      end: dates.end?.toISOString() ?? null,
    },
  };
}

/**
 * The cart's recurring carts, empty when it holds no subscription. `items` are the cart lines'
 * catalogue items in line order, when the caller has read them already.
 */
export async function priceRecurringCarts(
  db: Kysely<Database>,
  cart: CartView,
  input: RecurringCartsInput,
  now: Date,
  items?: readonly (PurchasableItem | null)[],
): Promise<QuotedRecurringCart[]> {
  const groups = groupRecurringLines(cart.lines, input.signUp, now);
  if (groups.length === 0) return [];
  const read = items ?? (await getPurchasableItems(db, cart.lines, now));
  const byKey = new Map(cart.lines.map((line, i) => [line.key, read[i] ?? null]));
  const priced: QuotedRecurringCart[] = [];
  // One after another: on SQLite a transaction's statements take turns anyway.
  for (const group of groups) priced.push(await priceGroup(db, group, byKey, input));
  return priced;
}
