import type { ProductTableFacets } from "../../../server/catalog/product-table.ts";

export interface CategoryLink {
  name: string;
  /** /product-category/<parent>/<child>, as WooCommerce's permalinks nest them. */
  href: string;
  count: number;
  depth: number;
}

/** The categories widget's links from the catalogue's tree-ordered categories, empty ones left out. */
export function categoryLinks(categories: ProductTableFacets["categories"]): CategoryLink[] {
  const trail: string[] = [];
  const links: CategoryLink[] = [];
  for (const category of categories) {
    trail.length = category.depth;
    trail.push(category.slug);
    if (category.count > 0) links.push({ name: category.name, href: `/product-category/${trail.join("/")}`, count: category.count, depth: category.depth });
  }
  return links;
}
