import type { CartView } from "../cart/cart.ts";
import type { OrderLine, OrderShippingLine } from "../orders/orders.ts";
import type { CheckoutPricing } from "./checkout.ts";

// The order's lines and totals, computed on the server from the cart as it is now: nothing the
// browser sends (a price, a total, a tax or a shipping cost) enters them.

export function priceCheckout(cart: CartView, skus: ReadonlyMap<string, string | null>, shippingLines: readonly OrderShippingLine[]): CheckoutPricing {
  const lines: OrderLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    variationId: line.variationId,
    name: line.name,
    sku: skus.get(`${line.productId}:${line.variationId ?? ""}`) ?? null,
    attributes: line.attributes.map((a) => ({ name: a.name, label: a.label })),
    quantity: line.quantity,
    subtotal: line.subtotal,
    total: line.total,
    tax: 0,
    taxes: {},
    taxClass: "",
  }));
  const shipping = shippingLines.reduce((sum, s) => sum + s.cost, 0);
  const tax = cart.totals.tax + shippingLines.reduce((sum, s) => sum + s.tax, 0);
  return {
    lines,
    shippingLines: [...shippingLines],
    taxLines: [],
    totals: { subtotal: cart.totals.subtotal, discount: cart.totals.discount, shipping, tax, total: cart.totals.subtotal - cart.totals.discount + shipping + tax },
  };
}
