import type { Kysely } from "kysely";
import type { CartView } from "../cart/cart.ts";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import type { OrderShippingLine } from "../orders/orders.ts";
import { quoteShipping } from "../shipping/quote-shipping.ts";
import type { ShippingDestination, ShippingRate } from "../shipping/shipping.ts";
import type { CheckoutQuote } from "./checkout.ts";
import { priceCheckout } from "./price-checkout.ts";

// What the checkout costs for a destination and a chosen shipping method: the shipping rates the
// destination's zone offers (the chosen one, or the first), and the order's lines and totals with
// that shipping. The order review shows it; placing the order records it. All from the server.

export interface QuoteCheckoutInput {
  destination: ShippingDestination;
  /** The rate id the shopper chose ("flat_rate:3"); "" or an id no longer offered takes the first. */
  shippingMethod: string;
  currencyDigits: number;
  /** SKUs for the order lines (purchasableKey → SKU); the page's review needs none. */
  skus?: ReadonlyMap<string, string | null>;
}

function shippingLineOf(rate: ShippingRate): OrderShippingLine {
  return { methodId: rate.id, label: rate.label, cost: rate.cost, tax: 0, taxes: {} };
}

export async function quoteCheckout(db: Kysely<Database>, cart: CartView, input: QuoteCheckoutInput, now: Date): Promise<CheckoutQuote> {
  const items = await getPurchasableItems(db, cart.lines, now);
  const quote = await quoteShipping(db, {
    destination: input.destination,
    items: cart.lines.map((line, i) => ({
      key: line.key,
      quantity: line.quantity,
      lineTotal: line.total,
      lineSubtotal: line.subtotal,
      shippingClass: items[i]?.shippingClass ?? "",
      virtual: items[i]?.virtual ?? false,
    })),
    freeShippingCoupon: cart.coupons.some((c) => c.freeShipping),
    currencyDigits: input.currencyDigits,
  });
  const chosen = quote.rates.find((r) => r.id === input.shippingMethod) ?? quote.rates[0] ?? null;
  return {
    pricing: priceCheckout(cart, input.skus ?? new Map(), chosen === null ? [] : [shippingLineOf(chosen)]),
    shipping: { needsShipping: quote.needsShipping, rates: quote.rates, chosen, unavailable: quote.unavailable },
  };
}
