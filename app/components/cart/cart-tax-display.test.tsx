import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_CART, type CartLine, type CartView } from "../../../server/cart/cart.ts";
import { CartPage } from "./cart-page.tsx";

// The cart page's words for amounts shown with or without tax (decision 027): the server sends the
// amounts as shown; the page says which they are.

const line: CartLine = {
  key: "k1",
  productId: 1,
  variationId: null,
  name: "Mug",
  permalink: "/product/mug",
  quantity: 2,
  attributes: [],
  unitPrice: 1000,
  regularUnitPrice: 1000,
  onSale: false,
  subtotal: 2000,
  discount: 0,
  total: 2000,
  displayUnitPrice: 1200,
  displayRegularUnitPrice: 1200,
  displaySubtotal: 2400,
  image: null,
  minQuantity: 1,
  maxQuantity: null,
  soldIndividually: false,
  subscription: null,
};
const withTax: CartView = {
  ...EMPTY_CART,
  lines: [line],
  itemCount: 2,
  totals: { subtotal: 2000, discount: 0, tax: 400, total: 2400 },
  displayTotals: { subtotal: 2400, discount: 0 },
  taxNote: { display: "incl", label: "incl", estimatedFor: "GB" },
};
const text = (cart: CartView) => renderToStaticMarkup(<CartPage cart={cart} notices={[]} currency="USD" locale="en-US" recurring={[]} timeZone="UTC" />).replace(/<[^>]+>/g, "");

describe("cart page tax display", () => {
  it("shown with tax: prices and subtotals with tax, labelled (incl. tax), no tax row, and the tax noted under the total", () => {
    const page = text(withTax);
    expect(page).toContain("$12.00");
    expect(page).toContain("$24.00 (incl. tax)");
    expect(page).toContain("Subtotal$24.00 (incl. tax)");
    expect(page).toContain("Total$24.00 (includes $4.00 Tax estimated for United Kingdom (GB))");
    expect(page).not.toContain("Tax (estimated");
  });

  it("shown without tax, prices entered with it: amounts labelled (ex. tax), and a tax row", () => {
    const page = text({
      ...withTax,
      lines: [{ ...line, unitPrice: 1200, subtotal: 2400, total: 2400, displayUnitPrice: 1000, displayRegularUnitPrice: 1000, displaySubtotal: 2000 }],
      totals: { subtotal: 2400, discount: 0, tax: 400, total: 2400 },
      displayTotals: { subtotal: 2000, discount: 0 },
      taxNote: { display: "excl", label: "excl", estimatedFor: null },
    });
    expect(page).toContain("Subtotal$20.00 (ex. tax)");
    expect(page).toContain("Tax$4.00");
    expect(page).not.toContain("includes");
  });

  it("shown as entered: no label", () => {
    const page = text({ ...withTax, lines: [{ ...line, displayUnitPrice: 1000, displayRegularUnitPrice: 1000, displaySubtotal: 2000 }], displayTotals: { subtotal: 2000, discount: 0 }, taxNote: { display: "excl", label: null, estimatedFor: null } });
    expect(page).not.toContain("(incl. tax)");
    expect(page).not.toContain("(ex. tax)");
  });
});
