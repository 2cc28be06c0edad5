import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../../../server/cart/cart.ts";
import { CartLineTerms } from "./cart-line-terms.tsx";

const line: CartLine = {
  key: "k", productId: 1, variationId: null, name: "Coffee Box", permalink: "/product/coffee-box", quantity: 1, attributes: [], unitPrice: 2400,
  regularUnitPrice: 2400, onSale: false, subtotal: 500, discount: 0, total: 500, displayUnitPrice: 2400, displayRegularUnitPrice: 2400, displaySubtotal: 500,
  image: null, minQuantity: 1, maxQuantity: null, soldIndividually: false,
  subscription: { terms: { period: "month", interval: 1, length: 0, signUpFee: 500, trialLength: 7, trialPeriod: "day", syncDay: null }, signUpUnitPrice: 500, displaySignUpFee: 500 },
};

describe("CartLineTerms", () => {
  it("words a subscription line's terms after its price, and says nothing for another product", () => {
    expect(renderToStaticMarkup(<CartLineTerms line={line} currency="USD" locale="en-US" />)).toBe(
      '<span class="subscription-details"> / month with a 7-day free trial and a $5.00 sign-up fee</span>',
    );
    expect(renderToStaticMarkup(<CartLineTerms line={{ ...line, subscription: null }} currency="USD" locale="en-US" />)).toBe("");
  });

  it("shows the sign-up fee as the cart shows prices (here with 20% tax added), not as entered", () => {
    const shownWithTax = { ...line, subscription: line.subscription && { ...line.subscription, displaySignUpFee: 600 } };
    expect(renderToStaticMarkup(<CartLineTerms line={shownWithTax} currency="USD" locale="en-US" />)).toContain("a $6.00 sign-up fee");
  });
});
