import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { useKeptChildren } from "../../kept-markup.ts";
import { loadsPictureAtOnce, ProductCard } from "../product/product-card.tsx";
import { QuickViewButton } from "../product-table/quick-view/quick-view-button.tsx";

// One product of a listing's grid: its card, and its "Quick view" button when the shop offers it.
// Below the first row, what the item holds is rendered once for the same product, prices and
// settings, and kept (decision 064): the first row's pictures load at once, and React puts their
// preload links in the page's head, which a part rendered apart cannot do.

interface ArchiveGridItemProps {
  product: ProductSummary;
  currency: string;
  locale: string;
  gridIndex: number;
  quickView: boolean;
}

function GridItemContent({ product, currency, locale, gridIndex, quickView }: ArchiveGridItemProps) {
  return (
    <>
      <ProductCard product={product} currency={currency} locale={locale} headingLevel={2} gridIndex={gridIndex} />
      {quickView && <QuickViewButton product={product} />}
    </>
  );
}

export function ArchiveGridItem(props: ArchiveGridItemProps) {
  const { product, currency, locale, gridIndex, quickView } = props;
  const className = quickView ? "products-grid__item products-grid__item--quick-view" : "products-grid__item";
  // Everything the markup depends on: the summary is plain data, prices included as shown now.
  // Every card below the first row is alike in how it loads its picture, so the place is left out.
  const key = loadsPictureAtOnce(gridIndex) ? null : JSON.stringify(["archive-grid-item", product, currency, locale, quickView]);
  const children = useKeptChildren(key, () => <GridItemContent {...props} />);
  return <li className={className} data-product-id={product.id} data-price-min={product.priceMin ?? undefined} data-price-max={product.priceMax ?? undefined} {...children} />;
}
