import type { Behaviour } from "../start-each.ts";
import { MEDIA_BLOCK_BEHAVIOURS } from "./media/media-behaviours.ts";

// The content blocks' behaviours, one line each, in the order they start.
export const BLOCK_BEHAVIOURS: readonly Behaviour[] = [
  ...MEDIA_BLOCK_BEHAVIOURS,
];
