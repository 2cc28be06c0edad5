import type { ProductInput, VariationInput } from "../catalog.ts";
import { art } from "./demo-art.ts";

// A product with more variations (6 × 6 × 3 = 108) than a product page embeds in full, so the
// variations form greys out options from the compact index and asks the server (the variation
// lookup) for each matched variation's price, image and SKU.

const COLOURS = ["White", "Black", "Navy", "Olive", "Sand", "Burgundy"] as const;
const SIZES = ["38", "39", "40", "41", "42", "43"] as const;
const MATERIALS = ["Canvas", "Leather", "Suede"] as const;
type Material = (typeof MATERIALS)[number];

const PRICE_BY_MATERIAL: Record<Material, number> = { Canvas: 6900, Leather: 8900, Suede: 9900 };
const WEIGHT_BY_MATERIAL: Record<Material, string> = { Canvas: "0.8", Leather: "1.1", Suede: "1.0" };

function sneakerVariations(): VariationInput[] {
  const variations: VariationInput[] = [];
  let menuOrder = 0;
  for (const colour of COLOURS) {
    for (const size of SIZES) {
      for (const material of MATERIALS) {
        const variation: VariationInput = {
          attributes: { Colour: colour, Size: size, Material: material },
          sku: `SNK-${colour.toUpperCase()}-${size}-${material.toUpperCase()}`,
          regularPrice: PRICE_BY_MATERIAL[material],
          weight: WEIGHT_BY_MATERIAL[material],
          menuOrder: menuOrder++,
        };
        // Suede lasts run out first: no size 43 in suede at all.
        if (material === "Suede" && size === "43") variation.stockStatus = "outofstock";
        // Last season's Burgundy canvas is on sale.
        if (colour === "Burgundy" && material === "Canvas") variation.salePrice = 5500;
        variations.push(variation);
      }
    }
  }
  return variations;
}

export const bigVariableProducts: ProductInput[] = [
  {
    type: "variable",
    name: "Build-Your-Own Sneaker",
    slug: "custom-sneaker",
    sku: "SNK",
    shortDescription: "<p>Pick your colour, size and upper material: 108 combinations, each made to order in our workshop.</p>",
    description: [
      "<p>Our made-to-order low-top sneaker. Choose one of six colours, your size and an upper in canvas, full-grain leather or suede; we cut and stitch it in about two weeks.</p>",
      "<ul><li>Canvas from $69.00, leather $89.00, suede $99.00</li><li>Natural rubber cupsole, stitched, resoleable</li><li>Cork and latex footbed</li><li>EU sizes 38–43</li></ul>",
      "<p>Size 43 in suede is sold out until the next hide delivery.</p>",
    ].join("\n"),
    categories: [["Clothing", "Accessories"]],
    tags: ["new", "bestseller"],
    featured: true,
    image: art("box", "#f4f1ea", "#33415c", "Build-Your-Own Sneaker"),
    gallery: [
      art("box", "#1b1b1b", "#d9d4c7", "Build-Your-Own Sneaker – Black leather"),
      art("box", "#7b2d3b", "#f3e6e8", "Build-Your-Own Sneaker – Burgundy suede"),
    ],
    weight: "1.0",
    length: "33",
    width: "22",
    height: "12",
    attributes: [
      { name: "Colour", global: true, options: [...COLOURS], usedForVariations: true },
      { name: "Size", options: [...SIZES], usedForVariations: true },
      { name: "Material", global: true, options: [...MATERIALS], usedForVariations: true, defaultOption: "Canvas" },
    ],
    variations: sneakerVariations(),
    crossSells: ["SOCKS-3PK"],
    totalSales: 173,
    createdAt: "2026-05-01T09:00:00Z",
  },
];
