import type { Behaviour } from "../start-each.ts";

// The content blocks' behaviours, one line each, in the order they start.
export const BLOCK_BEHAVIOURS: readonly Behaviour[] = [];
