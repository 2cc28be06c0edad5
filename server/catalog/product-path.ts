// A product's address, after WooCommerce's default permalink (/product/<slug>), so a shop moving
// over keeps its links. The one place that spells it: cards, the cart, the sitemap, canonical
// links and the review form all call this.

export const PRODUCT_BASE_PATH = "/product";

/** "/product/classic-hoodie" for the slug "classic-hoodie". */
export function productPath(slug: string): string {
  return `${PRODUCT_BASE_PATH}/${slug}`;
}
