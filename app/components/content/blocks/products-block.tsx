import type { ProductSummary } from "../../../../server/catalog/catalog.ts";
import type { ProductsBlock } from "../../../../server/content/blocks.ts";
import { ProductCard } from "../../product/product-card.tsx";

// A product grid, or a slider: for now a horizontal list that snaps to each card as it scrolls
// (by touch, trackpad or keyboard, as the list is focusable); autoplay comes with its script.

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
  const slider = block.display === "slider";
  return (
    <section className={`block-products block-products--${block.display}`} aria-labelledby={block.heading === "" ? undefined : headingId}>
      {block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>}
      <ul className={slider ? "block-slider" : "products-grid"} {...(slider ? { tabIndex: 0, "aria-label": block.heading === "" ? undefined : block.heading } : {})}>
        {products.map((product) => (
          <li key={product.id} className={slider ? "block-slider__item" : "products-grid__item"} data-product-id={product.id}>
            <ProductCard product={product} currency={currency} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
