import { describe, expect, it } from "vitest";
import type { Image, SubscriptionTerms, Variation } from "./catalog.ts";
import {
  availabilityHtml, buildVariationData, formatDimensions, formatWeight, quantityLimits, variationAvailability, type VariationParent,
} from "./build-variation-data.ts";

const now = new Date("2026-11-21T15:30:00Z");
const display = { currency: "USD", locale: "en-US", weightUnit: "kg", dimensionUnit: "cm" };

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
    const data = buildVariationData(parent, variation(), ["pa_color", "logo"], display, now);
    expect(data).toMatchObject({
      variation_id: 7,
      attributes: { attribute_pa_color: "blue", attribute_logo: "" },
      sku: "HOODIE",
      weight: "0.5",
      weight_html: "0.5 kg",
      dimensions_html: "10 × 20 × 30 cm",
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
      first_payment_html: "",
      subscription_html: "",
    });
    expect(data.image).toMatchObject({ src: "/m/hoodie-600.jpg", full_src: "/m/hoodie.jpg", full_src_w: 1200, thumb_src: "/m/hoodie-300.jpg", gallery_thumbnail_src: "/m/hoodie-100.jpg", alt: "hoodie alt" });
    expect(data.image?.srcset).toBe("/m/hoodie-100.jpg 100w, /m/hoodie-300.jpg 300w, /m/hoodie-600.jpg 600w, /m/hoodie.jpg 1200w");
    expect(data.price_html).toBe('<span class="price"><span class="woocommerce-Price-amount amount"><bdi>$45.00</bdi></span></span>');
    expect(data.availability_html).toBe('<p class="stock in-stock">In stock</p>');
  });

  it("prefers the variation's own values and shows its sale", () => {
    const data = buildVariationData(
      parent,
      variation({ sku: "HOODIE-BLUE", weight: "1.25", dimensions: { length: "5", width: null, height: null }, image: image(2, "blue"), price: { regular: 4500, sale: 4000, saleFrom: null, saleTo: null } }),
      ["pa_color"],
      display,
      now,
    );
    expect(data.sku).toBe("HOODIE-BLUE");
    expect(data.weight_html).toBe("1.25 kg");
    expect(data.dimensions_html).toBe("5 × 20 × 30 cm");
    expect(data.image_id).toBe(2);
    expect(data.display_price).toBe(4000);
    expect(data.display_regular_price).toBe(4500);
    expect(data.price_html).toContain("Original price was: $45.00.");
    expect(data.price_html).toContain("Current price is: $40.00.");
  });

  it("is neither visible nor purchasable without a price, and not purchasable when disabled for sale", () => {
    const unpriced = buildVariationData(parent, variation({ price: { regular: null, sale: null, saleFrom: null, saleTo: null } }), [], display, now);
    expect(unpriced).toMatchObject({ variation_is_visible: false, is_purchasable: false, price_html: "", display_price: null });
    expect(buildVariationData(parent, variation({ purchasable: false }), [], display, now).is_purchasable).toBe(false);
  });

  it("describes a variable subscription with its first payment", () => {
    const terms: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 500, trialLength: 14, trialPeriod: "day", syncDay: 10 };
    const data = buildVariationData({ ...parent, type: "variable-subscription" }, variation({ price: { regular: 1000, sale: null, saleFrom: null, saleTo: null }, subscription: terms }), [], display, now);
    expect(data.subscription_html).toBe("$10.00 / month with a $5.00 sign-up fee and a 14-day free trial");
    expect(data.first_payment_html).toBe("First payment: December 10, 2026");
    expect(data.price_html).toContain('<span class="subscription-details"> / month with a $5.00 sign-up fee and a 14-day free trial</span>');
  });

  it("falls back to the product's subscription terms", () => {
    const terms: SubscriptionTerms = { period: "month", interval: 2, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
    const data = buildVariationData({ ...parent, type: "variable-subscription", subscription: terms }, variation(), [], display, now);
    expect(data.subscription_html).toBe("$45.00 every 2 months");
    expect(data.first_payment_html).toBe("First payment: November 21, 2026");
  });
});

describe("variationAvailability", () => {
  const keys = ["pa_color", "logo"];

  it("is the availability part of the full variation data, from light rows too", () => {
    for (const v of [variation(), variation({ purchasable: false }), variation({ enabled: false }), variation({ price: { regular: null, sale: null, saleFrom: null, saleTo: null } })]) {
      const { variation_id, attributes, variation_is_active, variation_is_visible, is_purchasable, is_in_stock } = buildVariationData(parent, v, keys, display, now);
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
  it("formats weight and dimensions, N/A when missing", () => {
    expect(formatWeight(null, "kg", "en-US")).toBe("N/A");
    expect(formatWeight("0.5", "kg", "de-DE")).toBe("0,5 kg");
    expect(formatWeight("1500", "g", "en-US")).toBe("1500 g");
    expect(formatDimensions({ length: null, width: null, height: null }, "cm", "en-US")).toBe("N/A");
    expect(formatDimensions({ length: "10", width: null, height: "2.5" }, "in", "en-US")).toBe("10 × 2.5 in");
  });

  it("words availability like WooCommerce", () => {
    const stock = { manageStock: false, quantity: null, status: "instock" as const, backorders: "no" as const, lowStockAmount: null };
    expect(availabilityHtml({ ...stock, status: "outofstock" })).toBe('<p class="stock out-of-stock">Out of stock</p>');
    expect(availabilityHtml({ ...stock, status: "onbackorder" })).toBe('<p class="stock available-on-backorder">Available on backorder</p>');
    expect(availabilityHtml({ ...stock, manageStock: true, quantity: 12 })).toBe('<p class="stock in-stock">12 in stock</p>');
    expect(availabilityHtml({ ...stock, manageStock: true, quantity: 2, lowStockAmount: 3 })).toBe('<p class="stock in-stock">Only 2 left in stock</p>');
  });

  it("limits quantities by rule, stock and sold-individually", () => {
    expect(quantityLimits(variation({ soldIndividually: true, maxQuantity: 5 }))).toEqual({ min: 1, max: null });
    expect(quantityLimits(variation({ minQuantity: 2, maxQuantity: 10 }))).toEqual({ min: 2, max: 10 });
    const managed = { manageStock: true, quantity: 4, status: "instock" as const, backorders: "no" as const, lowStockAmount: null };
    expect(quantityLimits(variation({ maxQuantity: 10, stock: managed }))).toEqual({ min: 1, max: 4 });
    expect(quantityLimits(variation({ stock: { ...managed, backorders: "notify" } }))).toEqual({ min: 1, max: null });
  });
});
