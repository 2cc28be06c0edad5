// Scroll-to durations (spec §9: "Scroll-to 300 ms for top, 500 ms for sections").

export const SCROLL_TO_TOP_MS = 300;
export const SCROLL_TO_SECTION_MS = 500;

/** The hashes that mean the top of the page rather than a section. */
export function isTopHash(hash: string): boolean {
  return hash === "#" || hash === "#top";
}
