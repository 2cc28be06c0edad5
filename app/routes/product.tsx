import { data } from "react-router";
import { buildVariationData } from "../../server/catalog/build-variation-data.ts";
import { getProductPage } from "../../server/catalog/get-product-page.ts";
import { submitReview } from "../../server/reviews/submit-review.ts";
import { ProductPage } from "../components/product/product-page.tsx";
import { reviewFormStateFor } from "../components/product/reviews/review-outcome.ts";
import { servicesContext } from "../context.ts";
import { describe, jsonLd, seoMeta, siteOrigin } from "../seo/seo.ts";
import { productJsonLd } from "../seo/product-json-ld.ts";
import type { Route } from "./+types/product";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const now = new Date();
  const page = await getProductPage(db, params.slug, now);
  if (!page) throw data(null, { status: 404 });
  const { product } = page;
  const variations = page.variations?.map((v) => buildVariationData(product, v, page.variationAttributeKeys, config.shop, now)) ?? null;
  const origin = siteOrigin(request, config.shop.url);
  const canonical = `${origin}/product/${product.slug}`;
  const image = product.image?.sizes.large ?? product.image?.sizes.full;
  return {
    ...page,
    variations: product.type === "variable" || product.type === "variable-subscription" ? variations : [],
    shopName: config.shop.name,
    currency: config.shop.currency,
    locale: config.shop.locale,
    weightUnit: config.shop.weightUnit,
    dimensionUnit: config.shop.dimensionUnit,
    reviewSettings: { requireRating: config.shop.reviewsRequireRating },
    seo: {
      title: product.name,
      description: describe(product.shortDescription || product.description, product.name),
      canonical,
      image: image ? new URL(image.url, origin).href : undefined,
      type: "product" as const,
    },
    structuredData: jsonLd(productJsonLd(page, { origin, canonical, currency: config.shop.currency, shopName: config.shop.name })),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  const form = await request.formData();
  if (form.get("intent") !== "review") throw data(null, { status: 400 });
  const page = await getProductPage(db, params.slug, new Date());
  if (!page) throw data(null, { status: 404 });
  const field = (name: string) => String(form.get(name) ?? "");
  const values = { rating: field("rating"), comment: field("comment"), author: field("author"), email: field("email") };
  const result = await submitReview(
    db,
    { productId: page.product.id, rating: values.rating, authorName: values.author, authorEmail: values.email, content: values.comment },
    { requireRating: config.shop.reviewsRequireRating, requireApproval: config.shop.reviewsRequireApproval },
    new Date(),
  );
  const reviewFormState = reviewFormStateFor(result, values);
  return data({ reviewFormState }, { status: result.ok ? 200 : 422 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, variations, reviews, related, upsells, groupedChildren, currency, locale, reviewSettings, weightUnit, dimensionUnit } = loaderData;
  return (
    <main id="main" className="product-main">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.structuredData }} />
      <ProductPage
        product={product}
        variations={variations}
        reviews={reviews}
        related={related}
        upsells={upsells}
        grouped={groupedChildren}
        currency={currency}
        locale={locale}
        reviewSettings={reviewSettings}
        weightUnit={weightUnit}
        dimensionUnit={dimensionUnit}
        reviewFormState={actionData?.reviewFormState}
      />
    </main>
  );
}
