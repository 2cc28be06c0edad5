import type { ProductSummary } from "../../../../server/catalog/catalog.ts";
import type { ProductsBlock } from "../../../../server/content/blocks.ts";
import { ProductCard } from "../../product/product-card.tsx";
import { BlockCarousel } from "./block-carousel.tsx";

// A product grid, or a slider: a carousel with the blocks script, a list that snaps to each card
// as it scrolls without one (block-carousel.tsx).

export interface ProductsBlockViewProps {
  block: ProductsBlock;
  products: readonly ProductSummary[];
  currency: string;
  locale: string;
  /** Makes the heading's id unique on the page. */
  index: number;
}

export function ProductsBlockView({ block, products, currency, locale, index }: ProductsBlockViewProps) {
  if (products.length === 0) return null;
  const headingId = `block-${index}-heading`;
  const heading = block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>;
  const items = (itemClass: string) =>
    products.map((product) => (
      <li key={product.id} className={itemClass} data-product-id={product.id}>
        <ProductCard product={product} currency={currency} locale={locale} headingLevel={3} />
      </li>
    ));
  if (block.display === "slider") {
    return (
      <BlockCarousel className="block-products block-products--slider" label={block.heading} headingId={block.heading === "" ? undefined : headingId} heading={heading}>
        {items("block-slider__item")}
      </BlockCarousel>
    );
  }
  return (
    <section className="block-products block-products--grid" aria-labelledby={block.heading === "" ? undefined : headingId}>
      {heading}
      <ul className="products-grid">{items("products-grid__item")}</ul>
    </section>
  );
}
