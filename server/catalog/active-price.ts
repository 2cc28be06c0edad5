import type { PriceInfo } from "./catalog.ts";

// WooCommerce's rule for the price a shopper pays: the sale price applies while "now" lies inside
// the (optionally open-ended) sale window; otherwise the regular price. Kept pure so the catalogue
// read side, the cart and the scheduled price refresh all agree.

function saleWindowOpen(price: PriceInfo, now: Date): boolean {
  const time = now.getTime();
  if (price.saleFrom !== null && time < Date.parse(price.saleFrom)) return false;
  if (price.saleTo !== null && time > Date.parse(price.saleTo)) return false;
  return true;
}

/** True when a sale price applies now and is below the regular price. */
export function isOnSale(price: PriceInfo, now: Date): boolean {
  if (price.sale === null || price.regular === null) return false;
  return price.sale < price.regular && saleWindowOpen(price, now);
}

/** The price charged now in minor units, or null when the item has no price. */
export function activePrice(price: PriceInfo, now: Date): number | null {
  if (price.sale !== null && saleWindowOpen(price, now)) {
    return price.regular === null ? price.sale : Math.min(price.sale, price.regular);
  }
  return price.regular;
}
