import type { Product, ProductSummary, VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { isVariableType } from "../../../../server/catalog/catalog.ts";
import { tPlural } from "../../../i18n/t.ts";
import { Price } from "../../ui/price.tsx";
import { StarRating } from "../../ui/star-rating.tsx";
import { AddToCartArea } from "../add-to-cart/add-to-cart-area.tsx";
import { ProductMeta } from "./product-meta.tsx";

// Title, rating, price, short description, the add-to-cart area and the meta, in WooCommerce's
// order. The short description is the merchant's own markup from the catalogue.

export interface ProductSummaryProps {
  product: Product;
  variations: VariationData[] | null;
  /** The compact availability index when `variations` is null (too many to embed). */
  variationIndex: VariationAvailability[] | null;
  variation: VariationData | null;
  grouped: readonly ProductSummary[];
  currency: string;
  locale: string;
  onVariationChange: (variation: VariationData | null) => void;
}

export function ProductSummaryColumn({ product, variations, variationIndex, variation, grouped, currency, locale, onVariationChange }: ProductSummaryProps) {
  return (
    <div className="summary entry-summary">
      <h1 className="product_title entry-title">{product.name}</h1>
      {product.ratingCount > 0 && (
        <div className="woocommerce-product-rating">
          <StarRating rating={product.ratingAverage} />
          {product.reviewsAllowed && (
            <a href="#reviews" className="woocommerce-review-link" rel="nofollow">
              ({tPlural(product.ratingCount, { one: "rating.customerReview", other: "rating.customerReviews" }, product.ratingCount)})
            </a>
          )}
        </div>
      )}
      <p className="price">
        <Price
          price={{ priceMin: product.priceMin, priceMax: product.priceMax, regularPrice: product.regularPrice, onSale: product.onSale }}
          subscription={product.subscription}
          currency={currency}
          locale={locale}
        />
      </p>
      {product.shortDescription && <div className="woocommerce-product-details__short-description" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />}
      <AddToCartArea product={product} variations={variations} variationIndex={variationIndex} grouped={grouped} currency={currency} locale={locale} onVariationChange={onVariationChange} />
      <ProductMeta sku={variation?.sku || product.sku} alwaysShowSku={isVariableType(product.type)} categories={product.categories} tags={product.tags} />
    </div>
  );
}
