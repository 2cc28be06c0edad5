import { useEffect, useMemo, useState } from "react";
import type { VariationData } from "../../../server/catalog/catalog.ts";
import { t } from "../../i18n/t.ts";
import { galleryForVariation, productGalleryImages } from "./gallery/gallery-images.ts";
import { ProductGallery } from "./gallery/product-gallery.tsx";
import { ProductCardList } from "./product-card-list.tsx";
import { PageLocationContext } from "./page-location.ts";
import type { ProductPageProps } from "./product-page-props.ts";
import { ReviewsPanel } from "./reviews/reviews-panel.tsx";
import { ProductSummaryColumn } from "./summary/product-summary.tsx";
import { AdditionalInformationPanel } from "./tabs/additional-information-panel.tsx";
import { additionalInformationRows, variationMeasures } from "./tabs/additional-information.ts";
import { initialTab } from "./tabs/initial-tab.ts";
import { availableTabs, type ProductTabId } from "./tabs/product-tab-id.ts";
import { ProductTabs, type ProductTab } from "./tabs/product-tabs.tsx";

export type { ProductPageProps } from "./product-page-props.ts";
export type { ReviewFormState } from "./reviews/review-form-state.ts";

// The single product page. The chosen variation lives here because it changes four places at
// once: the gallery's image, the SKU, the weight and dimensions rows, and the variations form.

export function ProductPage(props: ProductPageProps) {
  const { product, variations, variationIndex = null, reviews, reviewPagination, related, upsells, grouped, currency, locale, reviewSettings, weightUnit, dimensionUnit, reviewFormState, location } = props;
  const { pathname, search } = location;
  const { onHydrated } = props;
  useEffect(() => onHydrated?.(), [onHydrated]);
  const [variation, setVariation] = useState<VariationData | null>(null);

  const baseImages = useMemo(() => productGalleryImages(product.image, product.gallery), [product.image, product.gallery]);
  const gallery = useMemo(() => galleryForVariation(baseImages, variation), [baseImages, variation]);
  const measures = useMemo(() => variationMeasures(variations), [variations]);

  const tabIds = availableTabs(product, measures.anyWeight || measures.anyDimensions);
  // The server never sees the address fragment; ProductTabs applies it in the browser.
  const firstTab: ProductTabId | null = reviewFormState && tabIds.includes("reviews") ? "reviews" : initialTab("", pathname + search, tabIds);
  const panels: Record<ProductTabId, () => ProductTab> = {
    description: () => ({
      id: "description",
      title: t("tabs.description"),
      content: (
        <>
          <h2>{t("tabs.description")}</h2>
          <div className="product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </>
      ),
    }),
    additional_information: () => ({
      id: "additional_information",
      title: t("tabs.additionalInformation"),
      content: <AdditionalInformationPanel rows={additionalInformationRows(product, variation, measures, { weight: weightUnit, dimension: dimensionUnit, locale })} />,
    }),
    reviews: () => ({
      id: "reviews",
      title: t("tabs.reviews", reviewPagination.total),
      content: (
        <ReviewsPanel
          productSlug={product.slug}
          productName={product.name}
          reviews={reviews}
          pagination={reviewPagination}
          locale={locale}
          requireRating={reviewSettings.requireRating}
          formState={reviewFormState}
        />
      ),
    }),
  };

  const imageShown = variation?.image ? String(variation.image_id ?? variation.image.full_src) : "product";

  return (
    <PageLocationContext value={location}>
    <div id={`product-${product.id}`} className={`product-page product type-${product.type}`}>
      <div className="product-page__top">
        <ProductGallery images={gallery.images} activeIndex={gallery.activeIndex} showToken={imageShown} onSale={product.onSale} />
        <ProductSummaryColumn
          product={product}
          variations={variations}
          variationIndex={variationIndex}
          variation={variation}
          grouped={grouped}
          currency={currency}
          locale={locale}
          onVariationChange={setVariation}
        />
      </div>
      {/* A posted review reopens the Reviews tab, also when the page did not reload. */}
      <ProductTabs key={reviewFormState ? "after-review" : "page"} tabs={tabIds.map((id) => panels[id]())} initial={firstTab} />
      <ProductCardList title={t("upsells.title")} className="up-sells upsells" products={upsells} currency={currency} locale={locale} />
      <ProductCardList title={t("related.title")} className="related" products={related} currency={currency} locale={locale} />
    </div>
    </PageLocationContext>
  );
}
