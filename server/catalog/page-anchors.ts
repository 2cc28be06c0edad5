// Where a listing's pages start, learnt from the pages already read: an anchor is a row's position
// in the listing and its sort values. A deep page seeks to the nearest anchor at or before it
// through the sort index and skips only the rows between, instead of reading and discarding every
// row before it (OFFSET). Anchors are true for one catalogue version only: they are kept per
// version (per-catalog-version.ts), so a changed catalogue starts without any.

interface PageAnchor {
  /** Zero-based position of the row in the listing. */
  position: number;
  /** The row's sort values, in the order's terms (the last one is the product id, so unique). */
  key: readonly unknown[];
}

/**
 * Anchors kept per listing and order. Each page read adds two (its first and last row); when full,
 * every other one is dropped, so the anchors stay spread over the pages shoppers read.
 */
const MAX_ANCHORS_PER_LISTING = 128;

export interface PageAnchors {
  /** The anchor nearest at or before `position`, or null: then the page is read from the start. */
  nearest(position: number): PageAnchor | null;
  remember(anchor: PageAnchor): void;
  readonly size: number;
}

export function createPageAnchors(max = MAX_ANCHORS_PER_LISTING): PageAnchors {
  // Sorted by position.
  let anchors: PageAnchor[] = [];
  /** Index of the first anchor at a position greater than `position`. */
  const after = (position: number): number => {
    let low = 0;
    let high = anchors.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((anchors[middle]?.position ?? 0) <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    nearest(position) {
      return anchors[after(position) - 1] ?? null;
    },
    remember(anchor) {
      const index = after(anchor.position);
      if (anchors[index - 1]?.position === anchor.position) return;
      anchors.splice(index, 0, anchor);
      if (anchors.length > max) anchors = anchors.filter((_, i) => i % 2 === 0);
    },
    get size() {
      return anchors.length;
    },
  };
}
