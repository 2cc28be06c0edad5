import type { ReactNode } from "react";
import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { t } from "../../i18n/t.ts";
import { ProductCard } from "../product/product-card.tsx";
import { resultCountText, type ArchiveQuery } from "./archive-query.ts";
import { OrderingForm } from "./ordering-form.tsx";
import { Pagination } from "./pagination.tsx";

export interface ArchiveProps {
  title: string;
  description?: string;
  breadcrumbs: { name: string; href: string }[];
  basePath: string;
  query: ArchiveQuery;
  products: ProductSummary[];
  total: number;
  pageCount: number;
  perPage: number;
  currency: string;
  locale: string;
  children?: ReactNode;
}

export function ProductArchive(props: ArchiveProps) {
  const { title, description, breadcrumbs, basePath, query, products, total, pageCount, perPage, currency, locale } = props;
  return (
    <main id="main" className="archive">
      <nav aria-label={t("layout.breadcrumb")} className="breadcrumbs">
        <ol>
          {breadcrumbs.map((crumb, index) => (
            <li key={crumb.href}>
              {index === breadcrumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      {description && <div className="term-description" dangerouslySetInnerHTML={{ __html: description }} />}
      {props.children}
      {products.length === 0 ? (
        <p className="woocommerce-info">{t("archive.noProducts")}</p>
      ) : (
        <>
          <div className="archive__toolbar">
            <p className="woocommerce-result-count" role="status">
              {resultCountText(total, query.page, perPage, locale)}
            </p>
            <OrderingForm action={basePath} orderBy={query.orderBy} search={query.search} />
          </div>
          <ul className="products-grid">
            {products.map((product, index) => (
              <li key={product.id} className="products-grid__item" data-product-id={product.id} data-price-min={product.priceMin ?? undefined} data-price-max={product.priceMax ?? undefined}>
                <ProductCard product={product} currency={currency} locale={locale} headingLevel={2} gridIndex={index} />
              </li>
            ))}
          </ul>
          <Pagination basePath={basePath} pageCount={pageCount} query={query} />
        </>
      )}
    </main>
  );
}
