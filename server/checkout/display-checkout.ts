import type { CartView } from "../cart/cart.ts";
import type { TaxQuote } from "../tax/compute-taxes.ts";
import { displayCart, type CartDisplay } from "../tax/display-cart.ts";
import type { TaxedItem } from "../tax/display-price.ts";
import type { TaxableShipping } from "../tax/tax-cart.ts";

/**
 * A checkout's amounts as the review shows them, with or without tax at the checkout's address
 * (decision 027), from the same tax figures as its totals. Today's order and each recurring cart
 * are shown by this one rule, so their rows follow the same setting and add up the same way.
 * `taxed[i]` is how `cart.lines[i]` is taxed; `rates` are the shipping rates offered.
 */
export function displayCheckout(cart: CartView, taxed: readonly TaxedItem[], rates: readonly TaxableShipping[], tax: TaxQuote): CartDisplay {
  return displayCart(
    {
      lines: cart.lines.map((line, i) => ({ ...line, taxStatus: taxed[i]?.taxStatus ?? "taxable", taxClass: taxed[i]?.taxClass ?? "" })),
      discount: cart.totals.discount,
      couponDiscounts: cart.coupons.map((c) => c.discount),
      shipping: rates,
    },
    tax,
    tax.settings.displayCart,
  );
}
