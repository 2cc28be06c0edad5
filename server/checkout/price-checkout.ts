import type { CartView } from "../cart/cart.ts";
import type { OrderLine, OrderShippingLine } from "../orders/orders.ts";
import type { TaxQuote } from "../tax/compute-taxes.ts";
import type { CartDisplay } from "../tax/display-cart.ts";
import type { CheckoutDisplay, CheckoutPricing } from "./checkout.ts";

// The order's lines and totals, computed on the server from the cart as it is now and the tax
// module's figures: nothing the browser sends (a price, a total, a tax or a shipping cost) enters
// them. When prices include tax, line totals already hold their tax; otherwise it is added. The
// amounts as the review shows them (with or without tax) come from the same figures (`shown`).

function checkoutDisplay(cart: CartView, shown: CartDisplay, tax: TaxQuote): CheckoutDisplay {
  return {
    prices: shown.display,
    label: shown.label,
    lineSubtotals: Object.fromEntries(cart.lines.map((line) => [line.key, shown.lines.get(line.key)?.subtotal ?? line.subtotal])),
    subtotal: shown.subtotal,
    couponDiscounts: Object.fromEntries(cart.coupons.map((coupon, i) => [coupon.code, shown.couponDiscounts[i] ?? coupon.discount])),
    shippingCosts: Object.fromEntries(shown.shipping),
    estimatedFor: tax.estimated ? tax.location.country : null,
  };
}

export function priceCheckout(
  cart: CartView,
  skus: ReadonlyMap<string, string | null>,
  shippingLines: readonly OrderShippingLine[],
  tax: TaxQuote,
  /** Each line's tax class by line key, as the order keeps it. */
  taxClasses: ReadonlyMap<string, string>,
  shown: CartDisplay,
): CheckoutPricing {
  const { taxes, settings } = tax;
  const lines: OrderLine[] = cart.lines.map((line) => {
    const taxed = taxes.lines.get(line.key) ?? { tax: 0, taxes: {} };
    return {
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: skus.get(`${line.productId}:${line.variationId ?? ""}`) ?? null,
      attributes: line.attributes.map((a) => ({ name: a.name, label: a.label })),
      quantity: line.quantity,
      subtotal: line.subtotal,
      total: line.total,
      subtotalTax: shown.lines.get(line.key)?.subtotalTax ?? 0,
      tax: taxed.tax,
      taxes: taxed.taxes,
      taxClass: taxClasses.get(line.key) ?? "",
    };
  });
  const taxedShipping = shippingLines.map((s) => ({ ...s, ...(taxes.shipping.get(s.methodId) ?? { tax: 0, taxes: {} }) }));
  const shipping = taxedShipping.reduce((sum, s) => sum + s.cost, 0);
  const shippingTax = taxes.rates.reduce((sum, r) => sum + r.shippingTax, 0);
  const itemTax = taxes.rates.reduce((sum, r) => sum + r.tax, 0);
  const items = cart.totals.subtotal - cart.totals.discount;
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    lines,
    shippingLines: taxedShipping,
    taxLines: taxes.rates.map((r) => ({ rateId: String(r.rateId), label: r.name, compound: r.compound, amount: r.tax + r.shippingTax })),
    totals: {
      subtotal: cart.totals.subtotal,
      discount: cart.totals.discount,
      shipping,
      tax: taxes.total,
      total: items + (settings.pricesIncludeTax ? 0 : itemTax) + shipping + shippingTax,
    },
    display: checkoutDisplay(cart, shown, tax),
  };
}
