import type { Kysely } from "kysely";
import type { CartLine, CartView } from "../cart/cart.ts";
import type { PurchasableItem } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import { minorUnitDigits } from "../money/format-money.ts";
import type { OrderLine, OrderShippingLine } from "../orders/orders.ts";
import { quoteShipping } from "../shipping/quote-shipping.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { computeTaxes } from "../tax/compute-taxes.ts";
import type { CheckoutPricing } from "./checkout.ts";
import { displayCheckout } from "./display-checkout.ts";
import { priceCheckout } from "./price-checkout.ts";

// A subscription's recurring totals after one line changes (a switch, docs/decisions/033), by the
// same calculators as the checkout's recurring carts (price-recurring-carts.ts): the lines at the
// prices they renew at, the subscription's shipping method rated again for them at its shipping
// address (the zone's first rate when that one is no longer offered; none for virtual lines), and
// tax at the address the tax settings name. Lines other than the switched one keep their frozen
// price: a merchant's price change reaches a subscriber only by a switch (decision 026).

export interface RepricedLine {
  /** The line as it renews: its catalogue item (for tax class, shipping class, virtual) and its unit price. */
  item: PurchasableItem;
  unitPrice: number;
  quantity: number;
  name: string;
  attributes: OrderLine["attributes"];
  sku: string | null;
  /** The line's amount when it is not the unit price times the quantity (a switch order's prorated gap). */
  subtotal?: number;
}

function cartLineOf(line: RepricedLine, index: number): CartLine {
  const subtotal = line.subtotal ?? line.unitPrice * line.quantity;
  return {
    key: String(index),
    productId: line.item.productId,
    variationId: line.item.variationId,
    name: line.name,
    permalink: line.item.permalink,
    quantity: line.quantity,
    attributes: line.attributes.map((a) => ({ key: a.name, name: a.name, value: a.label, label: a.label })),
    unitPrice: line.unitPrice,
    regularUnitPrice: line.unitPrice,
    onSale: false,
    subtotal,
    discount: 0,
    total: subtotal,
    displayUnitPrice: line.unitPrice,
    displayRegularUnitPrice: line.unitPrice,
    displaySubtotal: subtotal,
    image: null,
    minQuantity: 1,
    maxQuantity: null,
    soldIndividually: false,
    subscription: null,
  };
}

function cartOf(lines: CartLine[]): CartView {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return {
    lines,
    coupons: [],
    totals: { subtotal, discount: 0, tax: 0, total: subtotal },
    displayTotals: { subtotal, discount: 0 },
    taxNote: null,
    notices: [],
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    hash: "",
  };
}

async function shippingOf(db: Kysely<Database>, subscription: Subscription, cart: CartView, items: readonly PurchasableItem[]): Promise<OrderShippingLine[]> {
  // Shipped subscriptions keep shipping lines; one that never shipped does not start to.
  if (subscription.shipping === null || subscription.shippingLines.length === 0) return [];
  const quote = await quoteShipping(db, {
    destination: subscription.shipping,
    items: cart.lines.map((line, i) => ({ key: line.key, quantity: line.quantity, lineTotal: line.total, lineSubtotal: line.subtotal, shippingClass: items[i]?.shippingClass ?? "", virtual: items[i]?.virtual ?? false })),
    freeShippingCoupon: false,
    currencyDigits: minorUnitDigits(subscription.currency),
  });
  const chosen = subscription.shippingLines[0]?.methodId ?? "";
  const rate = quote.rates.find((r) => r.id === chosen) ?? quote.rates[0] ?? null;
  return rate === null ? [] : [{ methodId: rate.id, label: rate.label, cost: rate.cost, tax: 0, taxes: {} }];
}

/** The subscription's lines, shipping, tax and totals as they renew from now on. */
export async function repriceSubscriptionLines(db: Kysely<Database>, subscription: Subscription, lines: readonly RepricedLine[]): Promise<Pick<CheckoutPricing, "lines" | "shippingLines" | "taxLines" | "totals">> {
  const cart = cartOf(lines.map(cartLineOf));
  const items = lines.map((l) => l.item);
  const shippingLines = await shippingOf(db, subscription, cart, items);
  const taxable = cart.lines.map((line, i) => ({ key: line.key, amount: line.total, taxStatus: items[i]?.taxStatus ?? "taxable", taxClass: items[i]?.taxClass ?? "" }));
  const shippingCosts = shippingLines.map((s) => ({ id: s.methodId, cost: s.cost }));
  const address = subscription.shipping ?? subscription.billing;
  const tax = await computeTaxes(db, taxable, shippingCosts, { shipping: address, billing: subscription.billing });
  const shown = displayCheckout(cart, taxable, shippingCosts, tax);
  const skus = new Map(lines.map((l) => [`${l.item.productId}:${l.item.variationId ?? ""}`, l.sku]));
  const pricing = priceCheckout(cart, skus, shippingLines, tax, new Map(taxable.map((t) => [t.key, t.taxClass])), shown);
  // The order's line attributes as the subscription keeps them (the cart line above only carries labels).
  const priced = pricing.lines.map((line, i) => ({ ...line, attributes: lines[i]?.attributes ?? line.attributes }));
  return { lines: priced, shippingLines: pricing.shippingLines, taxLines: pricing.taxLines, totals: pricing.totals };
}
