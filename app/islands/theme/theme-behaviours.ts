import type { Behaviour } from "../start-each.ts";
import { startOffCanvasFilters } from "./shop/off-canvas-filters.ts";
import { startStickyAddToCart } from "./sticky-add-to-cart/sticky-add-to-cart.ts";

// The theme's behaviours, one line each, in the order they start.
export const THEME_BEHAVIOURS: readonly Behaviour[] = [
  startOffCanvasFilters,
  startStickyAddToCart,
];
