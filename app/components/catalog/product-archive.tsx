import type { ReactNode } from "react";
import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { t } from "../../i18n/t.ts";
import { QuickViewWordsScript } from "../product-table/quick-view/quick-view-words-script.tsx";
import { ArchiveGridItem } from "./archive-grid-item.tsx";
import { resultCountText, type ArchiveQuery } from "./archive-query.ts";
import { ActiveFilterChips } from "./filters/active-filter-chips.tsx";
import { FilterButton, FiltersDialog, ShopSidebar } from "./filters/shop-sidebar.tsx";
import type { ListingTarget, SidebarData } from "./filters/sidebar-data.ts";
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
  /**
   * The quick view's script when the shop offers it on listings (QUICK_VIEW_ON_LISTINGS): each card
   * then gets a "Quick view" button. It sits beside the card, not in it: the product page's
   * island renders cards too, and must not carry the quick view's words (decision 039).
   */
  quickViewScript: string | null;
  /** The filter sidebar (decision 045); a listing without one shows the grid full width. */
  sidebar?: SidebarData;
  children?: ReactNode;
}

export function ProductArchive(props: ArchiveProps) {
  const { title, description, breadcrumbs, basePath, query, products, total, pageCount, perPage, currency, locale, quickViewScript } = props;
  const quickView = quickViewScript !== null && products.length > 0;
  const { sidebar } = props;
  const target: ListingTarget = { basePath, query, currency, locale };
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
      <div className={sidebar ? "archive__layout archive__layout--sidebar" : "archive__layout"}>
        {sidebar && <ShopSidebar sidebar={sidebar} target={target} currentPath={basePath} />}
        <div className="archive__content">
          {sidebar && <ActiveFilterChips sidebar={sidebar} target={target} />}
          {products.length === 0 ? (
            <>
              {sidebar && <FilterButton />}
              <p className="woocommerce-info">{t("archive.noProducts")}</p>
            </>
          ) : (
            <>
              <div className="archive__toolbar">
                {sidebar && <FilterButton />}
                <p className="woocommerce-result-count" role="status">
                  {resultCountText(total, query.page, perPage, locale)}
                </p>
                <OrderingForm action={basePath} orderBy={query.orderBy} search={query.search} filterParams={query.filterParams ?? []} />
              </div>
              <ul className="products-grid">
                {products.map((product, index) => (
                  <ArchiveGridItem key={product.id} product={product} currency={currency} locale={locale} gridIndex={index} quickView={quickView} />
                ))}
              </ul>
              <Pagination basePath={basePath} pageCount={pageCount} query={query} />
            </>
          )}
        </div>
      </div>
      {sidebar && <FiltersDialog />}
      {quickView && (
        <>
          <QuickViewWordsScript />
          <script type="module" src={quickViewScript} />
        </>
      )}
    </main>
  );
}
