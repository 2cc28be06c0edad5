import type { ProductInput } from "../catalog.ts";
import { bigVariableProducts } from "./products-big-variable.ts";
import { bundlesAndMoreProducts } from "./products-bundles-and-more.ts";
import { clothingProducts } from "./products-clothing.ts";
import { homeAndMusicProducts } from "./products-home-and-music.ts";
import { subscriptionProducts } from "./products-subscriptions.ts";

// The whole demo catalogue in saving order. A grouped product's children must exist before it
// (its children are the coffees listed just before it and the Enamel Camp Mug from Home), so
// Home comes before the bundles; upsells and cross-sells are linked in a second pass and may
// point anywhere.

export const demoProducts: ProductInput[] = [
  ...clothingProducts,
  ...homeAndMusicProducts,
  ...subscriptionProducts,
  ...bundlesAndMoreProducts,
  ...bigVariableProducts,
];
