import { z } from "zod";

// The rules every block schema shares (decision 040), in a module of their own so that schema
// files beside blocks.ts (media-blocks.ts) can use them without importing blocks.ts back.

/** Bounds that keep one page's document small enough to read whole on every request. */
export const MAX_BLOCKS_PER_PAGE = 50;
export const MAX_TEXT_LENGTH = 200;
export const MAX_HTML_LENGTH = 100_000;
export const MAX_ITEMS_PER_BLOCK = 20;
export const MAX_PRODUCTS_PER_BLOCK = 24;

/**
 * A link an editor may write: a path on this shop, an anchor on the page, or http(s)/mailto.
 * Anything else (javascript:, data:, protocol-relative //host) is refused, since the shop renders
 * it into every shopper's page; so are quotes, spaces and angle brackets.
 */
export function isSafeHref(href: string): boolean {
  return /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href) && !/[\s<>"]/.test(href);
}

/** An image address: a path on this shop or an https address (it also goes into a CSS url("…")). */
export function isSafeImageSrc(src: string): boolean {
  return /^(?:\/(?!\/)|https:\/\/)/i.test(src) && !/[\s<>"()\\]/.test(src);
}

/**
 * The id a block takes, for "#anchor" links to it (a button, later scroll-to links and bullets).
 * "block-" is left to the ids the blocks give their own parts.
 */
export function isValidAnchor(anchor: string): boolean {
  return /^(?!block-)[a-z][a-z0-9-]{0,49}$/.test(anchor);
}

/** Every block may have one; blank for none. */
export const anchor = z.string().trim().max(50).refine((value) => value === "" || isValidAnchor(value), { message: "invalid_anchor" }).default("");

/** A picture's size in pixels, as editors give it (media files keep no sizes of their own). */
export const pixels = z.number().int().min(1).max(20_000);

/**
 * A picture's size where it may be left blank (the form sends ""): with both, the page reserves the
 * picture's room before it loads, so nothing below it moves.
 */
export const optionalPixels = z.preprocess((value) => (value === "" || value === null ? undefined : value), pixels.optional());
