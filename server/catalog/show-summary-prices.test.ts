import { describe, expect, it } from "vitest";
import type { ProductSummary, ShownPrice } from "./catalog.ts";
import { showSummaryPrices } from "./show-summary-prices.ts";

const summary = (fields: Partial<ProductSummary>): ProductSummary => ({
  id: 1,
  type: "simple",
  slug: "mug",
  name: "Mug",
  sku: null,
  shortDescription: "",
  image: null,
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
  taxStatus: "taxable",
  taxClass: "",
  ...fields,
});
// 20% on the standard class, nothing on the rest, as a shop showing prices with UK VAT would.
const withVat: ShownPrice = (amount, item) => (item.taxStatus === "taxable" && item.taxClass === "" ? Math.round(amount * 1.2) : amount);

describe("showSummaryPrices", () => {
  it("shows the price, both ends of a range and a sale's regular price through the display", () => {
    expect(showSummaryPrices(summary({ priceMin: 1000, priceMax: 2500 }), withVat)).toMatchObject({ priceMin: 1200, priceMax: 3000 });
    expect(showSummaryPrices(summary({ priceMin: 800, priceMax: 800, regularPrice: 1000, onSale: true }), withVat)).toMatchObject({ priceMin: 960, priceMax: 960, regularPrice: 1200 });
  });

  it("leaves an unpriced product unpriced and a product the display does not tax as entered", () => {
    expect(showSummaryPrices(summary({ priceMin: null, priceMax: null }), withVat)).toMatchObject({ priceMin: null, priceMax: null, regularPrice: null });
    expect(showSummaryPrices(summary({ taxStatus: "none" }), withVat)).toMatchObject({ priceMin: 1000, priceMax: 1000 });
    expect(showSummaryPrices(summary({ taxClass: "zero-rate" }), withVat)).toMatchObject({ priceMin: 1000 });
  });

  it("shows a subscription's sign-up fee as it shows the price", () => {
    const terms = { period: "month" as const, interval: 1, length: 0, signUpFee: 500, trialLength: 0, trialPeriod: "day" as const, syncDay: null };
    expect(showSummaryPrices(summary({ type: "subscription", subscription: terms }), withVat).subscription).toEqual({ ...terms, signUpFee: 600 });
  });
});
