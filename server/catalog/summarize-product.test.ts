import { describe, expect, it } from "vitest";
import type { PriceInfo } from "./catalog.ts";
import { summarizeProduct, type SummaryParts } from "./summarize-product.ts";

const noSale: PriceInfo = { regular: null, sale: null, saleFrom: null, saleTo: null };

function parts(overrides: Partial<SummaryParts>): SummaryParts {
  return {
    id: 1, published: true, type: "simple", slug: "cap", name: "Cap", sku: null, shortDescription: "", image: null, hoverImage: null,
    price: noSale, variationPrices: null, storedRange: { min: null, max: null }, stockStatus: "instock", ratingAverage: 0, ratingCount: 0,
    externalUrl: null, buttonText: null, subscription: null, featured: false, taxStatus: "taxable", taxClass: "",
    ...overrides,
  };
}

const saleStarts = "2026-07-01T00:00:00.000Z";
const before = new Date("2026-06-30T23:00:00Z");
const after = new Date("2026-07-01T01:00:00Z");

describe("summarizeProduct", () => {
  it("prices a variable product from its variations at the moment asked, so a kept summary's sale starts on time", () => {
    const hoodie = parts({
      type: "variable",
      variationPrices: [
        { regular: 4500, sale: 3000, saleFrom: saleStarts, saleTo: null },
        { regular: 5000, sale: null, saleFrom: null, saleTo: null },
      ],
    });
    expect(summarizeProduct(hoodie, before)).toMatchObject({ priceMin: 4500, priceMax: 5000, onSale: false, regularPrice: null, purchasable: true });
    expect(summarizeProduct(hoodie, after)).toMatchObject({ priceMin: 3000, priceMax: 5000, onSale: true, regularPrice: null, purchasable: true });
  });

  it("gives a variable product without priced variations no price, and it cannot be bought", () => {
    expect(summarizeProduct(parts({ type: "variable", variationPrices: [] }), after)).toMatchObject({ priceMin: null, priceMax: null, purchasable: false });
  });

  it("shows a simple product's regular price beside its sale price only while the sale runs", () => {
    const cap = parts({ price: { regular: 1500, sale: 1200, saleFrom: saleStarts, saleTo: null } });
    expect(summarizeProduct(cap, before)).toMatchObject({ priceMin: 1500, priceMax: 1500, regularPrice: null, onSale: false });
    expect(summarizeProduct(cap, after)).toMatchObject({ priceMin: 1200, priceMax: 1200, regularPrice: 1500, onSale: true });
  });

  it("gives a grouped product the range stored with it, and never lets it be bought itself", () => {
    const set = parts({ type: "grouped", storedRange: { min: 900, max: 2500 } });
    expect(summarizeProduct(set, after)).toMatchObject({ priceMin: 900, priceMax: 2500, onSale: false, purchasable: false });
  });

  it("leaves out the hover picture when there is none, and never the parts that are not a summary's", () => {
    const summary = summarizeProduct(parts({ price: { ...noSale, regular: 1500 } }), after);
    expect(summary).not.toHaveProperty("hoverImage");
    expect(summary).not.toHaveProperty("published");
    expect(summary).not.toHaveProperty("variationPrices");
  });
});
