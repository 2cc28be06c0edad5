import type { Behaviour } from "../start-each.ts";
import { startAdBlockDetection } from "./adblock/ad-block-detection.ts";
import { startCookieNotice } from "./consent/cookie-notice.ts";
import { startLinkPrefetch } from "./prefetch/link-prefetch.ts";

// The theme's behaviours, one line each, in the order they start.
export const THEME_BEHAVIOURS: readonly Behaviour[] = [
  startCookieNotice,
  startLinkPrefetch,
  startAdBlockDetection,
];
