import type { Product, ProductSummary, VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { isVariableType } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import { stockAvailability } from "../../../../server/catalog/stock-availability.ts";
import { StockLine } from "../stock/stock-line.tsx";
import { VariationsForm } from "../variations/variations-form.tsx";
import { GroupedAddToCartForm } from "./grouped-add-to-cart-form.tsx";
import { SimpleAddToCartForm } from "./simple-add-to-cart-form.tsx";

// The buying part of the summary, by product type.

export interface AddToCartAreaProps {
  product: Product;
  variations: VariationData[] | null;
  /** The compact availability index when `variations` is null (too many to embed). */
  variationIndex: VariationAvailability[] | null;
  grouped: readonly ProductSummary[];
  currency: string;
  locale: string;
  onVariationChange: (variation: VariationData | null) => void;
}

export function AddToCartArea({ product, variations, variationIndex, grouped, currency, locale, onVariationChange }: AddToCartAreaProps) {
  if (product.type === "external") {
    if (!product.externalUrl) return null;
    return (
      <p className="cart">
        <a href={product.externalUrl} rel="nofollow" className="single_add_to_cart_button button alt">
          {product.buttonText || t("cart.buyProduct")}
        </a>
      </p>
    );
  }
  if (product.type === "grouped") {
    return grouped.length > 0 ? <GroupedAddToCartForm product={product} items={grouped} currency={currency} locale={locale} /> : null;
  }
  if (isVariableType(product.type)) {
    const known = variations ?? variationIndex;
    if (product.stockStatus === "outofstock" || (known !== null && known.length === 0)) {
      return <p className="stock out-of-stock">{t("variations.noneAvailable")}</p>;
    }
    return <VariationsForm product={product} variations={variations} variationIndex={variationIndex} onVariationChange={onVariationChange} currency={currency} locale={locale} />;
  }
  return (
    <>
      <StockLine availability={stockAvailability(product.stock)} locale={locale} />
      {product.purchasable && product.stockStatus !== "outofstock" && <SimpleAddToCartForm product={product} />}
    </>
  );
}
