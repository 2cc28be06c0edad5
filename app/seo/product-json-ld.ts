import { t } from "../i18n/t.ts";
import type { ProductPage } from "../../server/catalog/read-product-page.ts";
import { minorUnitDigits } from "../../server/money/format-money.ts";

const AVAILABILITY = {
  instock: "https://schema.org/InStock",
  outofstock: "https://schema.org/OutOfStock",
  onbackorder: "https://schema.org/BackOrder",
} as const;

interface Site {
  origin: string;
  canonical: string;
  currency: string;
  shopName: string;
}

function decimal(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** Product and BreadcrumbList structured data, as search engines read them. */
export function productJsonLd({ product }: ProductPage, site: Site): unknown[] {
  const { priceMin, priceMax } = product;
  const offers =
    priceMin === null
      ? undefined
      : priceMax !== null && priceMax !== priceMin
        ? {
            "@type": "AggregateOffer",
            lowPrice: decimal(priceMin, site.currency),
            highPrice: decimal(priceMax, site.currency),
            priceCurrency: site.currency,
            availability: AVAILABILITY[product.stockStatus],
            url: site.canonical,
          }
        : {
            "@type": "Offer",
            price: decimal(priceMin, site.currency),
            priceCurrency: site.currency,
            availability: AVAILABILITY[product.stockStatus],
            url: site.canonical,
            seller: { "@type": "Organization", name: site.shopName },
          };
  const image = product.image?.sizes.full.url;
  const productLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url: site.canonical,
    description: product.shortDescription.replace(/<[^>]*>/g, "").trim() || undefined,
    sku: product.sku ?? undefined,
    image: image ? new URL(image, site.origin).href : undefined,
    offers,
    aggregateRating:
      product.ratingCount > 0
        ? { "@type": "AggregateRating", ratingValue: product.ratingAverage.toFixed(2), reviewCount: product.ratingCount }
        : undefined,
  };
  const category = product.categories[0];
  const crumbs = [
    { name: t("nav.home"), url: `${site.origin}/` },
    { name: t("nav.shop"), url: `${site.origin}/shop` },
    ...(category ? [{ name: category.name, url: `${site.origin}/product-category/${category.slug}` }] : []),
    { name: product.name, url: site.canonical },
  ];
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, index) => ({ "@type": "ListItem", position: index + 1, name: c.name, item: c.url })),
  };
  return [productLd, breadcrumbLd];
}
