import type { Kysely } from "kysely";
import type { CartLine } from "../cart/cart.ts";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import { minorUnitDigits } from "../money/format-money.ts";
import type { OrderAddress, OrderLine } from "../orders/orders.ts";
import type { RemainingLines, RepricedLines } from "../subscriptions/remove-subscription-line.ts";
import { priceRenewingLines } from "./price-recurring-carts.ts";

// The subscriptions module's port for pricing the lines a subscription keeps after the customer
// removes one (remove-subscription-line.ts): the same calculators as the checkout's recurring
// carts (shipping re-rated for these lines, tax recomputed), at each line's frozen recurring price,
// never today's catalogue price (decision 026: a subscription's prices change only by a switch or
// a resubscribe).

function asCartLine(line: OrderLine, index: number): CartLine {
  const unitPrice = Math.round(line.subtotal / Math.max(1, line.quantity));
  return {
    key: String(index),
    productId: line.productId,
    variationId: line.variationId,
    name: line.name,
    permalink: "",
    quantity: line.quantity,
    attributes: line.attributes.map((a) => ({ key: a.name, name: a.name, value: a.label, label: a.label })),
    unitPrice,
    regularUnitPrice: unitPrice,
    onSale: false,
    subtotal: line.subtotal,
    discount: 0,
    total: line.subtotal,
    displayUnitPrice: unitPrice,
    displayRegularUnitPrice: unitPrice,
    displaySubtotal: line.subtotal,
    image: null,
    minQuantity: 1,
    maxQuantity: null,
    soldIndividually: false,
    subscription: null,
  };
}

function placeOf(address: OrderAddress) {
  return { country: address.country, state: address.state, postcode: address.postcode, city: address.city };
}

export async function priceSubscriptionLines(trx: Kysely<Database>, remaining: RemainingLines, now: Date): Promise<RepricedLines> {
  const lines = remaining.lines.map(asCartLine);
  const items = await getPurchasableItems(trx, lines, now);
  // Lines that never shipped (virtual ones) are not given a destination, so no rate is added for them.
  const destination = remaining.shippingMethod === "" ? null : placeOf(remaining.shipping ?? remaining.billing);
  const priced = await priceRenewingLines(trx, lines, new Map(lines.map((line, i) => [line.key, items[i] ?? null])), {
    destination,
    billing: placeOf(remaining.billing),
    shippingMethod: remaining.shippingMethod,
    currencyDigits: minorUnitDigits(remaining.currency),
    skus: new Map(remaining.lines.map((line) => [`${line.productId}:${line.variationId ?? ""}`, line.sku])),
  });
  return { lines: priced.lines, shippingLines: priced.shippingLines, taxLines: priced.taxLines, totals: priced.totals };
}
