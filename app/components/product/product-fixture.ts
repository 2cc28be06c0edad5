import type { Image, Product, ProductSummary } from "../../../server/catalog/catalog.ts";

// Test data for the product page's rendering tests.

export function imageFixture(id: number): Image {
  return {
    id,
    alt: `Picture ${id}`,
    title: "",
    caption: id === 1 ? "Front view" : "",
    remote: false,
    sizes: {
      thumbnail: { url: `/media/${id}-100.jpg`, width: 100, height: 100 },
      large: { url: `/media/${id}-800.jpg`, width: 800, height: 800 },
      full: { url: `/media/${id}.jpg`, width: 1600, height: 1600 },
    },
  };
}

export function summaryFixture(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 10,
    type: "simple",
    slug: "beanie",
    name: "Beanie",
    sku: "BEA",
    shortDescription: "",
    image: imageFixture(5),
    taxStatus: "taxable",
    taxClass: "",
    priceMin: 1800,
    priceMax: 1800,
    regularPrice: 2000,
    onSale: true,
    stockStatus: "instock",
    purchasable: true,
    ratingAverage: 4,
    ratingCount: 2,
    externalUrl: null,
    buttonText: null,
    subscription: null,
    featured: false,
    ...overrides,
  };
}

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    ...summaryFixture({ id: 1, slug: "hoodie", name: "Hoodie", sku: "HOOD", image: imageFixture(1), priceMin: 4200, priceMax: 4500, regularPrice: null, onSale: false }),
    type: "variable",
    status: "publish",
    catalogVisibility: "visible",
    shortDescription: "<p>Warm.</p>",
    description: "<p>A <strong>warm</strong> hoodie.</p>",
    purchaseNote: "",
    price: { regular: 4500, sale: null, saleFrom: null, saleTo: null },
    stock: { manageStock: false, quantity: null, status: "instock", backorders: "no", lowStockAmount: null },
    soldIndividually: false,
    minQuantity: null,
    maxQuantity: null,
    weight: "0.5",
    dimensions: { length: "10", width: "20", height: "3" },
    virtual: false,
    downloadable: false,
    reviewsAllowed: true,
    gallery: [imageFixture(2), imageFixture(3)],
    categories: [{ id: 1, slug: "hoodies", name: "Hoodies" }],
    tags: [{ id: 2, slug: "warm", name: "Warm" }],
    attributes: [
      {
        key: "pa_color",
        name: "Color",
        global: true,
        visible: true,
        usedForVariations: true,
        options: [
          { slug: "blue", name: "Blue" },
          { slug: "red", name: "Red" },
        ],
        defaultOption: "blue",
      },
      { key: "logo", name: "Logo", global: false, visible: true, usedForVariations: true, options: [{ slug: "yes", name: "Yes" }, { slug: "no", name: "No" }], defaultOption: null },
    ],
    variationCount: 2,
    upsellIds: [],
    crossSellIds: [],
    groupedIds: [],
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}
