import type { Behaviour } from "../start-each.ts";
import { startCarousels } from "./carousel.ts";
import { startCountUps } from "./count-up.ts";
import { startLazyImages } from "./lazy-images.ts";
import { MEDIA_BLOCK_BEHAVIOURS } from "./media/media-behaviours.ts";
import { startModalButtons } from "./modal-buttons.ts";
import { startPageLoader } from "./page-loader.ts";
import { startScrollToLinks } from "./scroll-to.ts";
import { startSectionBullets } from "./section-bullets.ts";
import { startTabsBlocks } from "./tabs.ts";
import { startTooltips } from "./tooltips.ts";

// The content blocks' behaviours, one line each, in the order they start.
export const BLOCK_BEHAVIOURS: readonly Behaviour[] = [
  startPageLoader,
  startLazyImages,
  startCarousels,
  startTabsBlocks,
  startCountUps,
  startTooltips,
  startModalButtons,
  startScrollToLinks,
  startSectionBullets,
  ...MEDIA_BLOCK_BEHAVIOURS,
];
