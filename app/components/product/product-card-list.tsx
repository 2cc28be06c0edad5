import { useId } from "react";
import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { ProductCard } from "./product-card.tsx";

// Related products and upsells: a titled grid of cards, left out when empty.
export interface ProductCardListProps {
  title: string;
  className: string;
  products: readonly ProductSummary[];
  currency: string;
  locale: string;
}

export function ProductCardList({ title, className, products, currency, locale }: ProductCardListProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={`${className} products`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="products-grid">
        {products.map((product) => (
          <li key={product.id} className="products-grid__item" data-product-id={product.id}>
            <ProductCard product={product} currency={currency} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
