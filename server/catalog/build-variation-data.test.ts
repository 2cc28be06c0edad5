import { describe, expect, it } from "vitest";
import { PRICES_AS_ENTERED, type Image, type ShownPrice, type SubscriptionTerms, type Variation } from "./catalog.ts";
import {
  buildVariationData, variationAvailability, type VariationParent,
} from "./build-variation-data.ts";

const now = new Date("2026-11-21T15:30:00Z");

function image(id: number, name: string): Image {
  return {
    id,
    alt: `${name} alt`,
    title: name,
    caption: "",
    remote: false,
    sizes: {
      thumbnail: { url: `/m/${name}-100.jpg`, width: 100, height: 100 },
      medium: { url: `/m/${name}-300.jpg`, width: 300, height: 300 },
      large: { url: `/m/${name}-600.jpg`, width: 600, height: 600 },
      full: { url: `/m/${name}.jpg`, width: 1200, height: 1200 },
    },
  };
}

const parent: VariationParent = {
  type: "variable",
  sku: "HOODIE",
  image: image(1, "hoodie"),
  weight: "0.5",
  dimensions: { length: "10", width: "20", height: "30" },
  subscription: null,
  taxStatus: "taxable",
  taxClass: "",
};

function variation(overrides: Partial<Variation> = {}): Variation {
  return {
    id: 7,
    productId: 3,
    attributes: { pa_color: "blue", logo: "" },
    sku: null,
    description: "",
    price: { regular: 4500, sale: null, saleFrom: null, saleTo: null },
    stock: { manageStock: false, quantity: null, status: "instock", backorders: "no", lowStockAmount: null },
    enabled: true,
    purchasable: true,
    soldIndividually: false,
    minQuantity: null,
    maxQuantity: null,
    weight: null,
    dimensions: { length: null, width: null, height: null },
    virtual: false,
    downloadable: false,
    image: null,
    subscription: null,
    menuOrder: 0,
    ...overrides,
  };
}

describe("buildVariationData", () => {
  it("inherits sku, weight, dimensions and image from the product", () => {
    const data = buildVariationData(parent, variation(), ["pa_color", "logo"], now, PRICES_AS_ENTERED);
    expect(data).toMatchObject({
      variation_id: 7,
      attributes: { attribute_pa_color: "blue", attribute_logo: "" },
      sku: "HOODIE",
      weight: "0.5",
      dimensions: { length: "10", width: "20", height: "30" },
      image_id: 1,
      variation_is_visible: true,
      variation_is_active: true,
      is_purchasable: true,
      is_in_stock: true,
      is_sold_individually: "no",
      min_qty: 1,
      max_qty: null,
      display_price: 4500,
      display_regular_price: 4500,
      is_on_sale: false,
      availability: null,
      subscription: null,
      first_payment: null,
    });
    expect(data.image).toMatchObject({ src: "/m/hoodie-600.jpg", full_src: "/m/hoodie.jpg", full_src_w: 1200, thumb_src: "/m/hoodie-300.jpg", gallery_thumbnail_src: "/m/hoodie-100.jpg", alt: "hoodie alt" });
    expect(data.image?.srcset).toBe("/m/hoodie-100.jpg 100w, /m/hoodie-300.jpg 300w, /m/hoodie-600.jpg 600w, /m/hoodie.jpg 1200w");
  });

  it("prefers the variation's own values and shows its sale", () => {
    const data = buildVariationData(
      parent,
      variation({ sku: "HOODIE-BLUE", weight: "1.25", dimensions: { length: "5", width: null, height: null }, image: image(2, "blue"), price: { regular: 4500, sale: 4000, saleFrom: null, saleTo: null } }),
      ["pa_color"],
      now,
      PRICES_AS_ENTERED,
    );
    expect(data.sku).toBe("HOODIE-BLUE");
    expect(data.weight).toBe("1.25");
    expect(data.dimensions).toEqual({ length: "5", width: "20", height: "30" });
    expect(data.image_id).toBe(2);
    expect(data.display_price).toBe(4000);
    expect(data.display_regular_price).toBe(4500);
    expect(data.is_on_sale).toBe(true);
  });

  it("is neither visible nor purchasable without a price, and not purchasable when disabled for sale", () => {
    const unpriced = buildVariationData(parent, variation({ price: { regular: null, sale: null, saleFrom: null, saleTo: null } }), [], now, PRICES_AS_ENTERED);
    expect(unpriced).toMatchObject({ variation_is_visible: false, is_purchasable: false, display_price: null });
    expect(buildVariationData(parent, variation({ purchasable: false }), [], now, PRICES_AS_ENTERED).is_purchasable).toBe(false);
  });

  it("carries a variable subscription's terms as data, not words, and leaves the first payment to the edge (the catalogue has no calendar)", () => {
    const terms: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 500, trialLength: 14, trialPeriod: "day", syncDay: 10 };
    const data = buildVariationData({ ...parent, type: "variable-subscription" }, variation({ price: { regular: 1000, sale: null, saleFrom: null, saleTo: null }, subscription: terms }), [], now, PRICES_AS_ENTERED);
    expect(data.subscription).toEqual(terms);
    expect(data.first_payment).toBeNull();
  });

  it("falls back to the product's subscription terms", () => {
    const terms: SubscriptionTerms = { period: "month", interval: 2, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
    const data = buildVariationData({ ...parent, type: "variable-subscription", subscription: terms }, variation(), [], now, PRICES_AS_ENTERED);
    expect(data.subscription).toEqual(terms);
  });
});

describe("variationAvailability", () => {
  const keys = ["pa_color", "logo"];

  it("is the availability part of the full variation data, from light rows too", () => {
    for (const v of [variation(), variation({ purchasable: false }), variation({ enabled: false }), variation({ price: { regular: null, sale: null, saleFrom: null, saleTo: null } })]) {
      const { variation_id, attributes, variation_is_active, variation_is_visible, is_purchasable, is_in_stock } = buildVariationData(parent, v, keys, now, PRICES_AS_ENTERED);
      expect(variationAvailability(v, keys, now)).toEqual({ variation_id, attributes, variation_is_active, variation_is_visible, is_purchasable, is_in_stock });
    }
    const light = { id: 9, attributes: { pa_color: "red" }, enabled: true, purchasable: true, price: { regular: 100, sale: null, saleFrom: null, saleTo: null }, stock: { status: "outofstock" as const } };
    expect(variationAvailability(light, keys, now)).toEqual({
      variation_id: 9, attributes: { attribute_pa_color: "red", attribute_logo: "" },
      variation_is_active: true, variation_is_visible: true, is_purchasable: true, is_in_stock: false,
    });
  });

  it("counts a sale price alone as a price", () => {
    const saleOnly = variation({ price: { regular: null, sale: 900, saleFrom: null, saleTo: null } });
    expect(variationAvailability(saleOnly, [], now)).toMatchObject({ variation_is_visible: true, is_purchasable: true });
  });
});

describe("variation parts", () => {
  it("carries the availability as a code from the one stock rule", () => {
    const data = buildVariationData(parent, variation({ stock: { manageStock: true, quantity: 12, status: "instock", backorders: "no", lowStockAmount: null } }), [], now, PRICES_AS_ENTERED);
    expect(data.availability).toEqual({ code: "stock_count", quantity: 12, backorderable: false });
  });

  it("limits quantities by rule, stock and sold-individually", () => {
    const limits = (v: Variation) => {
      const data = buildVariationData(parent, v, [], now, PRICES_AS_ENTERED);
      return { min: data.min_qty, max: data.max_qty };
    };
    expect(limits(variation({ soldIndividually: true, maxQuantity: 5 }))).toEqual({ min: 1, max: null });
    expect(limits(variation({ minQuantity: 2, maxQuantity: 10 }))).toEqual({ min: 2, max: 10 });
    const managed = { manageStock: true, quantity: 4, status: "instock" as const, backorders: "no" as const, lowStockAmount: null };
    expect(limits(variation({ maxQuantity: 10, stock: managed }))).toEqual({ min: 1, max: 4 });
    expect(limits(variation({ stock: { ...managed, backorders: "notify" } }))).toEqual({ min: 1, max: null });
  });
});

describe("variation prices as shown", () => {
  it("shows the current and regular price through the shop's display, taxed in its product's class and status", () => {
    const seen: unknown[] = [];
    const withTax: ShownPrice = (amount, item) => {
      seen.push(item);
      return amount + amount / 5;
    };
    const data = buildVariationData({ ...parent, taxClass: "reduced-rate" }, variation({ price: { regular: 4500, sale: 4000, saleFrom: null, saleTo: null } }), [], now, withTax);
    expect([data.display_price, data.display_regular_price]).toEqual([4800, 5400]);
    expect(seen).toContainEqual(expect.objectContaining({ taxStatus: "taxable", taxClass: "reduced-rate" }));
    expect(buildVariationData(parent, variation({ price: { regular: null, sale: null, saleFrom: null, saleTo: null } }), [], now, withTax).display_price).toBeNull();
  });
});
