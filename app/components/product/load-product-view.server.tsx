import { buildVariationData } from "../../../server/catalog/build-variation-data.ts";
import { getProductPage } from "../../../server/catalog/get-product-page.ts";
import { isVariableType, type SubscriptionTerms } from "../../../server/catalog/catalog.ts";
import { listApprovedReviewPage } from "../../../server/reviews/list-approved-reviews.ts";
import { getShopPriceDisplay } from "../../../server/tax/get-shop-price-display.ts";
import type { Services } from "../../context.ts";
import { PRODUCT_ISLAND, serializeIslandProps } from "../../islands/island-props.ts";
import { renderIsland } from "../../islands/render-island.server.tsx";
import { productJsonLd } from "../../seo/product-json-ld.ts";
import { describe, jsonLd, type Seo } from "../../seo/seo.ts";
import { ProductPage } from "./product-page.tsx";
import type { ProductPageProps } from "./product-page-props.ts";
import type { ReviewFormState } from "./reviews/review-form-state.ts";
import { requestedReviewPage, reviewPagePath } from "./reviews/review-pages.ts";
import { productPath } from "../../../server/catalog/product-path.ts";
import { productFirstPayment } from "../../../server/subscriptions/product-first-payment.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";

export interface ProductView {
  productId: number;
  seo: Seo;
  structuredData: string;
  /** The product area, rendered as its own React root, its props as JSON, and the script hydrating it. */
  island: { html: string; propsJson: string; script: string };
}

/**
 * Everything the product route shows, or null (404) when there is no such product or review page.
 * `reviewPageSegment` is the `comment-page-N` path segment when the address has one.
 */
export async function loadProductView(services: Services, request: Request, slug: string, reviewFormState?: ReviewFormState, reviewPageSegment?: string): Promise<ProductView | null> {
  const { db, config } = services;
  const now = new Date();
  // Prices as the shop shows them (with or without tax at the shop's location, decision 027): the
  // product's, its variations', and its related, upsell and grouped products'.
  const shown = await getShopPriceDisplay(db);
  const page = await getProductPage(db, slug, now, shown);
  if (!page) return null;
  const { product } = page;
  // A synchronised variation's first payment is dated here, in the shop's time zone: the catalogue has no calendar.
  const firstPayment = (terms: SubscriptionTerms | null) => (terms === null ? null : productFirstPayment(terms, signUpSettingsOf(config), now));
  const variations =
    page.variations?.map((v) => buildVariationData(product, v, page.variationAttributeKeys, now, shown)).map((v) => ({ ...v, first_payment: firstPayment(v.subscription) })) ?? null;
  const url = new URL(request.url);
  const requested = requestedReviewPage(reviewPageSegment, url.search);
  // A review just published is on the last page (oldest first), so that is the page shown.
  // Reviews are their own module's (it depends on the catalogue, not the other way round).
  const wanted = reviewFormState?.status === "published" ? "last" : requested;
  const reviewPage = wanted === null ? null : await listApprovedReviewPage(db, product.id, wanted, config.shop.reviewsPerPage);
  if (reviewPage === null) return null;
  const props: ProductPageProps = {
    product,
    variations: isVariableType(product.type) ? variations : [],
    variationIndex: page.variationIndex,
    reviews: reviewPage.reviews,
    reviewPagination: { page: reviewPage.page, pageCount: reviewPage.pageCount, total: reviewPage.total },
    related: page.related,
    upsells: page.upsells,
    grouped: page.groupedChildren,
    currency: config.shop.currency,
    locale: config.shop.locale,
    weightUnit: config.shop.weightUnit,
    dimensionUnit: config.shop.dimensionUnit,
    reviewSettings: { requireRating: config.shop.reviewsRequireRating },
    location: { pathname: url.pathname, search: url.search },
    reviewFormState,
  };
  const origin = config.shop.url;
  // Each review page is its own page for search engines; ?cpage=N points at comment-page-N.
  const canonical = `${origin}${reviewPagePath(productPath(product.slug), reviewPage.page)}`;
  const image = product.image?.sizes.large ?? product.image?.sizes.full;
  return {
    productId: product.id,
    seo: {
      title: product.name,
      description: describe(product.shortDescription || product.description, product.name),
      canonical,
      image: image ? new URL(image.url, origin).href : undefined,
      type: "product",
    },
    structuredData: jsonLd(productJsonLd(page, { origin, canonical: `${origin}/product/${product.slug}`, currency: config.shop.currency, shopName: config.shop.name })),
    island: {
      html: renderIsland(<ProductPage {...props} />, PRODUCT_ISLAND.identifierPrefix),
      propsJson: serializeIslandProps(props),
      script: services.islands.product,
    },
  };
}
