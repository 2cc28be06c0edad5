import { renderToStaticMarkup } from "react-dom/server";
import type { VariationData } from "../../../../server/catalog/catalog.ts";
import type { VariationForm } from "../../../../server/catalog/load-variation-forms.ts";
import { availabilityText } from "../../product/stock/availability-text.ts";
import { Price } from "../../ui/price.tsx";
import type { RowVariation, RowVariationsPayload } from "./row-variations-payload.ts";

// The JSON a row's (or the quick view's) variations form carries: each variation's flags, its
// price and stock line rendered here as the product page words them, and its picture.

function priceHtml(variation: VariationData, currency: string, locale: string): string | null {
  if (!variation.variation_is_visible || variation.display_price === null) return null;
  const price = { priceMin: variation.display_price, priceMax: variation.display_price, regularPrice: variation.is_on_sale ? variation.display_regular_price : null, onSale: variation.is_on_sale };
  return renderToStaticMarkup(<Price price={price} subscription={variation.subscription} currency={currency} locale={locale} />);
}

function availabilityHtml(variation: VariationData, locale: string): string | null {
  const text = availabilityText(variation.availability, locale);
  return text === null ? null : renderToStaticMarkup(<span className={`stock ${text.className}`}>{text.text}</span>);
}

/** One variation as a row's form reads it (also the table's variation lookup answer). */
export function rowVariation(variation: VariationData, currency: string, locale: string): RowVariation {
  const { variation_id, attributes, variation_is_active, variation_is_visible, is_purchasable, is_in_stock, image, display_price, is_sold_individually, min_qty, max_qty } = variation;
  return {
    variation_id, attributes, variation_is_active, variation_is_visible, is_purchasable, is_in_stock, display_price, is_sold_individually, min_qty, max_qty,
    price_html: priceHtml(variation, currency, locale),
    availability_html: availabilityHtml(variation, locale),
    image: image === null ? null : { src: image.src, alt: image.alt, gallery_thumbnail_src: image.gallery_thumbnail_src },
  };
}

export function rowVariationsPayload(form: VariationForm, currency: string, locale: string): RowVariationsPayload {
  return { variations: form.variations?.map((variation) => rowVariation(variation, currency, locale)) ?? null, index: form.variationIndex };
}
