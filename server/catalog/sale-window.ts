// When a scheduled sale starts or ends, the price a shopper pays changes without anyone saving
// the product. The stored price range (products.price_min/max) and cached pages follow only when
// the product is refreshed; this rule says which ones need it. Kept pure, next to activePrice.

export interface SaleWindow {
  saleFrom: string | null;
  saleTo: string | null;
}

/**
 * True when the sale's start or end lies between the last refresh (`since`, inclusive) and `now`:
 * activePrice gave a different answer before. With no last refresh, any boundary already past.
 * Bounds are inclusive on both sides: refreshing one product twice costs nothing.
 */
export function saleBoundaryCrossed(window: SaleWindow, since: Date | null, now: Date): boolean {
  return [window.saleFrom, window.saleTo].some((boundary) => {
    if (boundary === null) return false;
    const at = Date.parse(boundary);
    return at <= now.getTime() && (since === null || at >= since.getTime());
  });
}

/** The instants (epoch ms) around a moment between which no sale starts or ends. */
export interface SteadyPriceSpan {
  /** The last change at or before the moment; -Infinity when none. */
  from: number;
  /** The next change after it (exclusive); Infinity when none is ahead. */
  until: number;
}

/**
 * The span around `at` in which activePrice answers the same for every one of these windows. A
 * sale applies from its start to its end, both inclusive: the price changes at the start and one
 * millisecond after the end. A read made at `at` is priced right for any moment in the span.
 */
export function steadyPriceSpan(windows: readonly SaleWindow[], at: Date): SteadyPriceSpan {
  const moment = at.getTime();
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const window of windows) {
    const changes = [window.saleFrom === null ? Number.NaN : Date.parse(window.saleFrom), window.saleTo === null ? Number.NaN : Date.parse(window.saleTo) + 1];
    for (const change of changes) {
      if (change <= moment) from = Math.max(from, change);
      else if (change > moment) until = Math.min(until, change);
    }
  }
  return { from, until };
}
