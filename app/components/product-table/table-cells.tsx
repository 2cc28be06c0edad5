import type { ReactNode } from "react";
import type { ProductTableColumn, ProductTableRow } from "../../../server/catalog/product-table.ts";
import { productPath } from "../../../server/catalog/product-path.ts";
import { stockAvailability } from "../../../server/catalog/stock-availability.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { availabilityText } from "../product/stock/availability-text.ts";
import { formatDimensions, formatWeight } from "../product/tabs/additional-information.ts";
import { formatDate } from "../ui/format-date.ts";
import { Price } from "../ui/price.tsx";
import { StarRating } from "../ui/star-rating.tsx";
import { BuyCell } from "./buy-cell.tsx";
import { QuickViewButton } from "./quick-view/quick-view-button.tsx";
import type { RowVariationsView } from "./row-variations/row-variations-view.ts";
import { quickViewTriggerAttributes } from "./quick-view/quick-view-trigger.ts";
import type { QuickViewTrigger } from "./table-config.ts";

// What each column shows for one product. An empty cell says "–" so a stacked card on a phone
// never shows a label with nothing after it.

export interface CellContext {
  currency: string;
  locale: string;
  weightUnit: string;
  dimensionUnit: string;
  /** Variable rows' dropdowns by product id (absent: the row shows no dropdowns). */
  rowVariations: Readonly<Record<number, RowVariationsView>>;
  /** Which of the row's links also open its quick view (table-config.ts). */
  quickViewTriggers: readonly QuickViewTrigger[];
}

/** The quick-view attributes for a row link that the table marks as a trigger, else none. */
function triggerAttributes(trigger: QuickViewTrigger, productId: number, context: CellContext) {
  return context.quickViewTriggers.includes(trigger) ? quickViewTriggerAttributes(productId) : {};
}

function orNone(value: string | null | undefined): string {
  return value === null || value === undefined || value === "" ? productTableText("productTable.noValue") : value;
}

function RowImage({ row, context }: { row: ProductTableRow; context: CellContext }) {
  const image = row.product.image;
  if (image === null) return <span className="product-table__placeholder" aria-hidden="true" />;
  const shown = image.sizes.thumbnail ?? image.sizes.medium ?? image.sizes.full;
  // The name in the same row says what this is; the picture is a second way to the same page,
  // hidden from screen readers and the tab order so the row is announced and reached once.
  return (
    <a href={productPath(row.product.slug)} tabIndex={-1} aria-hidden="true" {...triggerAttributes("image", row.product.id, context)}>
      {/* data-variation-image: a chosen variation's picture replaces it (app/islands/variations-dom/). */}
      <img data-variation-image="thumbnail" src={shown.url} width={shown.width} height={shown.height} alt="" loading="lazy" decoding="async" />
    </a>
  );
}

export function cellContent(column: ProductTableColumn, row: ProductTableRow, context: CellContext): ReactNode {
  const { product, extras } = row;
  if (column.startsWith("attribute:")) return orNone(extras.attributes[column.slice("attribute:".length)]?.join(", "));
  switch (column) {
    case "image":
      return <RowImage row={row} context={context} />;
    case "name":
      return (
        <a href={productPath(product.slug)} {...triggerAttributes("name", product.id, context)}>
          {product.name}
        </a>
      );
    case "sku":
      return orNone(product.sku);
    case "summary":
      // Shop-authored HTML, shown as on the product page (product-summary.tsx).
      return product.shortDescription ? <div dangerouslySetInnerHTML={{ __html: product.shortDescription }} /> : orNone(null);
    case "price":
      return (
        <span className="price" data-variation-price="">
          <Price
            price={{ priceMin: product.priceMin, priceMax: product.priceMax, regularPrice: product.regularPrice, onSale: product.onSale }}
            subscription={product.subscription}
            currency={context.currency}
            locale={context.locale}
          />
        </span>
      );
    case "stock": {
      const text = availabilityText(stockAvailability(extras.stock), context.locale);
      // A chosen variation's stock line replaces the product's (data-variation-stock).
      return <span data-variation-stock="">{text ? <span className={`stock ${text.className}`}>{text.text}</span> : orNone(null)}</span>;
    }
    case "buy":
      return (
        <div className="product-table__actions">
          <BuyCell product={product} variations={context.rowVariations[product.id] ?? null} />
          <QuickViewButton product={product} />
        </div>
      );
    case "id":
      return String(product.id);
    case "date":
      return formatDate(extras.createdAt, context.locale);
    case "categories":
      return orNone(extras.categories.map((c) => c.name).join(", "));
    case "tags":
      return orNone(extras.tags.map((c) => c.name).join(", "));
    case "weight":
      return orNone(formatWeight(extras.weight, context.weightUnit, context.locale));
    case "dimensions":
      return orNone(formatDimensions(extras.dimensions, context.dimensionUnit, context.locale));
    case "rating":
      return product.ratingCount > 0 ? <StarRating rating={product.ratingAverage} /> : orNone(null);
    default:
      return orNone(null);
  }
}
