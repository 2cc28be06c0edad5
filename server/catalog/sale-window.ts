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
