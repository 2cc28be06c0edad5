import type { Kysely } from "kysely";
import type { CartView } from "../cart/cart.ts";
import { getPurchasableItems } from "../catalog/get-purchasable-item.ts";
import type { Database } from "../db/schema.ts";
import type { OrderShippingLine } from "../orders/orders.ts";
import { quoteShipping } from "../shipping/quote-shipping.ts";
import type { ShippingDestination, ShippingRate } from "../shipping/shipping.ts";
import type { SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { computeTaxes } from "../tax/compute-taxes.ts";
import type { TaxLocation } from "../tax/tax.ts";
import type { CheckoutQuote } from "./checkout.ts";
import { displayCheckout } from "./display-checkout.ts";
import { priceCheckout } from "./price-checkout.ts";
import { priceRecurringCarts } from "./price-recurring-carts.ts";

// What the checkout costs for a destination and a chosen shipping method: the shipping rates the
// destination's zone offers (the chosen one, or the first), and the order's lines and totals with
// that shipping, taxed at the address the tax settings name, and what its subscriptions renew at.
// The order review shows it; placing the order records it. All from the server.

export interface QuoteCheckoutInput {
  destination: ShippingDestination;
  /** The billing address, taxed when the shop taxes by billing address; else the destination is. */
  billing?: TaxLocation;
  /** The rate id the shopper chose ("flat_rate:3"); "" or an id no longer offered takes the first. */
  shippingMethod: string;
  currencyDigits: number;
  /** SKUs for the order lines (purchasableKey → SKU); the page's review needs none. */
  skus?: ReadonlyMap<string, string | null>;
  /** The shop's calendar and proration setting, which date the subscriptions' renewals. */
  signUp: SignUpSettings;
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
  const shippingLines = chosen === null ? [] : [shippingLineOf(chosen)];
  const taxable = cart.lines.map((line, i) => ({ key: line.key, amount: line.total, taxStatus: items[i]?.taxStatus ?? "taxable", taxClass: items[i]?.taxClass ?? "" }));
  const tax = await computeTaxes(
    db,
    taxable,
    shippingLines.map((s) => ({ id: s.methodId, cost: s.cost })),
    { shipping: input.destination, billing: input.billing ?? input.destination },
  );
  // The review shows amounts with or without tax at this address, every offered rate's cost too.
  const shown = displayCheckout(cart, taxable, quote.rates.map((r) => ({ id: r.id, cost: r.cost })), tax);
  const recurring = await priceRecurringCarts(
    db,
    cart,
    { destination: input.destination, billing: input.billing ?? input.destination, shippingMethod: chosen?.id ?? "", currencyDigits: input.currencyDigits, signUp: input.signUp, ...(input.skus ? { skus: input.skus } : {}) },
    now,
    items,
  );
  return {
    pricing: priceCheckout(cart, input.skus ?? new Map(), shippingLines, tax, new Map(taxable.map((line) => [line.key, line.taxClass])), shown),
    shipping: { needsShipping: quote.needsShipping, rates: quote.rates, chosen, unavailable: quote.unavailable },
    recurring,
  };
}
