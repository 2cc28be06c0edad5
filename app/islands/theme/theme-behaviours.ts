import type { Behaviour } from "../start-each.ts";

// The theme's behaviours, one line each, in the order they start.
export const THEME_BEHAVIOURS: readonly Behaviour[] = [];
