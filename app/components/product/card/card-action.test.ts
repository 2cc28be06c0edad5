import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../../../server/catalog/catalog.ts";
import { cardAction } from "./card-action.ts";

function summary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    type: "simple",
    slug: "hoodie",
    name: "Hoodie",
    sku: null,
    shortDescription: "",
    image: null,
    taxStatus: "taxable",
    taxClass: "",
    priceMin: 1000,
    priceMax: 1000,
    regularPrice: null,
    onSale: false,
    stockStatus: "instock",
    purchasable: true,
    ratingAverage: 0,
    ratingCount: 0,
    externalUrl: null,
    buttonText: null,
    subscription: null,
    featured: false,
    ...overrides,
  };
}

describe("cardAction", () => {
  it("adds a simple in-stock product to the cart", () => {
    expect(cardAction(summary())).toMatchObject({ kind: "add-to-cart", label: "cart.addToCart", ariaLabel: "cart.addToCartLabel", addsToCart: true, href: "/product/hoodie" });
  });

  it("signs up for a subscription", () => {
    expect(cardAction(summary({ type: "subscription" }))).toMatchObject({ kind: "add-to-cart", label: "cart.signUpNow" });
  });

  it("sends variable products to their page to choose options", () => {
    expect(cardAction(summary({ type: "variable" }))).toMatchObject({ kind: "select-options", label: "cart.selectOptions", addsToCart: false });
    expect(cardAction(summary({ type: "variable-subscription" })).kind).toBe("select-options");
  });

  it("reads more about what cannot be bought", () => {
    expect(cardAction(summary({ stockStatus: "outofstock" })).kind).toBe("read-more");
    expect(cardAction(summary({ purchasable: false })).kind).toBe("read-more");
    expect(cardAction(summary({ type: "variable", stockStatus: "outofstock" })).kind).toBe("read-more");
  });

  it("can be backordered", () => {
    expect(cardAction(summary({ stockStatus: "onbackorder" })).kind).toBe("add-to-cart");
  });

  it("links grouped and external products", () => {
    expect(cardAction(summary({ type: "grouped" }))).toMatchObject({ kind: "view-products", label: "cart.viewProducts" });
    expect(cardAction(summary({ type: "external", externalUrl: "https://maker.test/x", buttonText: "Buy at Maker" }))).toMatchObject({
      kind: "external",
      href: "https://maker.test/x",
      customText: "Buy at Maker",
    });
    expect(cardAction(summary({ type: "external", externalUrl: "https://maker.test/x", buttonText: "" })).customText).toBeNull();
  });
});
