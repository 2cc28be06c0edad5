import type { Behaviour } from "../start-each.ts";
import { startAdBlockDetection } from "./adblock/ad-block-detection.ts";
import { startLiveChat } from "./chat/live-chat.ts";
import { startCookieNotice } from "./consent/cookie-notice.ts";
import { startBackToTop } from "./header/back-to-top.ts";
import { startCartBadge } from "./header/cart-badge.ts";
import { startDropdownMenu } from "./header/dropdown-menu.ts";
import { startMobileMenu } from "./header/mobile-menu.ts";
import { startSearchSuggestions } from "./header/search-suggestions.ts";
import { startStickyHeader } from "./header/sticky-header.ts";
import { startLinkPrefetch } from "./prefetch/link-prefetch.ts";
import { startOffCanvasFilters } from "./shop/off-canvas-filters.ts";
import { startStickyAddToCart } from "./sticky-add-to-cart/sticky-add-to-cart.ts";

// The theme's behaviours, one line each, in the order they start.
export const THEME_BEHAVIOURS: readonly Behaviour[] = [
  startStickyHeader,
  startDropdownMenu,
  startMobileMenu,
  startSearchSuggestions,
  startCartBadge,
  startBackToTop,
  startOffCanvasFilters,
  startStickyAddToCart,
  startCookieNotice,
  startLinkPrefetch,
  startAdBlockDetection,
  startLiveChat,
];
