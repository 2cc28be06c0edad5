import type { Image, ProductSummary } from "../../../../server/catalog/catalog.ts";
import { productPath } from "../../../../server/catalog/product-path.ts";
import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { Price } from "../../ui/price.tsx";
import { StarRating } from "../../ui/star-rating.tsx";
import { BuyCell } from "../buy-cell.tsx";
import type { RowVariationsView } from "../row-variations/row-variations-view.ts";

// The quick view's content (issue 11): the same HTML for every visitor, so the page cache keeps it.
// The buy part is the table's own BuyCell: a simple product's form.cart, which the cart script
// sends like the product page's (button states, mini cart), and for a variable product the row's
// variations form, enhanced on "quickview:shown" by app/islands/variations-dom/ (decision 037),
// which also puts the chosen variation's price, stock line and picture in the summary. The gallery is the main picture plus thumbnail buttons that the
// quick-view script swaps in; the product page's slider is part of that island too.

function pictureOf(image: Image, size: "large" | "thumbnail") {
  return image.sizes[size] ?? image.sizes.full;
}

function QuickViewGallery({ images, name }: { images: Image[]; name: string }) {
  const first = images[0];
  if (first === undefined) return null;
  const shown = pictureOf(first, "large");
  return (
    <div className="quick-view__gallery" role="group" aria-label={productTableText("productTable.quickViewImages", name)}>
      <img className="quick-view__main-image" data-quick-view-main data-variation-image="main" src={shown.url} width={shown.width} height={shown.height} alt={first.alt || name} />
      {images.length > 1 && (
        <ul className="quick-view__thumbnails">
          {images.map((image, index) => {
            const thumb = pictureOf(image, "thumbnail");
            const large = pictureOf(image, "large");
            return (
              <li key={image.id}>
                <button type="button" className="quick-view__thumbnail" data-quick-view-thumb={large.url} data-alt={image.alt || name} aria-pressed={index === 0}>
                  <img src={thumb.url} width={thumb.width} height={thumb.height} alt={image.alt || `${name} ${index + 1}`} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

// The product as server/catalog/get-quick-view-product.ts gives it (browser code reads only catalog.ts's types).
export interface QuickViewContentProps {
  product: { summary: ProductSummary; gallery: Image[] };
  /** A variable product's form data (null for other products). */
  variations?: RowVariationsView | null;
  currency: string;
  locale: string;
}

export function QuickViewContent({ product, variations = null, currency, locale }: QuickViewContentProps) {
  const { summary, gallery } = product;
  const images = summary.image === null ? gallery : [summary.image, ...gallery.filter((image) => image.id !== summary.image?.id)];
  return (
    <div className={`quick-view__product product type-${summary.type}`} data-product-id={summary.id}>
      <QuickViewGallery images={images} name={summary.name} />
      <div className="quick-view__summary summary entry-summary">
        <h2 className="product_title entry-title" data-quick-view-title>
          {summary.name}
        </h2>
        <p className="price" data-variation-price="">
          <Price
            price={{ priceMin: summary.priceMin, priceMax: summary.priceMax, regularPrice: summary.regularPrice, onSale: summary.onSale }}
            subscription={summary.subscription}
            currency={currency}
            locale={locale}
          />
        </p>
        {summary.ratingCount > 0 && <StarRating rating={summary.ratingAverage} />}
        {summary.shortDescription && <div className="woocommerce-product-details__short-description" dangerouslySetInnerHTML={{ __html: summary.shortDescription }} />}
        {variations !== null && <div className="quick-view__stock" data-variation-stock="" />}
        <BuyCell product={summary} variations={variations} idPrefix="quick-view-quantity" visibleLabels />
        <p>
          <a className="quick-view__full-details" href={productPath(summary.slug)}>
            {productTableText("productTable.quickViewFullDetails")}
          </a>
        </p>
      </div>
    </div>
  );
}
