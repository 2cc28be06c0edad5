import type { Image, ProductSummary } from "../../../../server/catalog/catalog.ts";
import { productPath } from "../../../../server/catalog/product-path.ts";
import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { Icon } from "../../ui/icons.tsx";
import { Price } from "../../ui/price.tsx";
import { StarRating } from "../../ui/star-rating.tsx";
import { BuyCell } from "../buy-cell.tsx";
import type { RowVariationsView } from "../row-variations/row-variations-view.ts";

// The quick view's content (issue 11): the same HTML for every visitor, so the page cache keeps it.
// The buy part is the table's own BuyCell: a simple product's form.cart, which the cart script
// sends like the product page's (button states, mini cart), and for a variable product the row's
// variations form, enhanced on "quickview:shown" by app/islands/variations-dom/ (decision 037),
// which also puts the chosen variation's price, stock line and picture in the summary and the
// gallery's first slide.

function pictureOf(image: Image, size: "large" | "thumbnail") {
  return image.sizes[size] ?? image.sizes.full;
}

// The gallery is a slider that the quick-view script drives (app/islands/quick-view/
// quick-view-gallery.ts: a drag past 15 px, previous and next, thumbnails, decision 039); a product
// with one picture shows just that picture.

/** `first`: the product's own picture, which a chosen variation's picture replaces (data-variation-image). */
function Picture({ image, name, first }: { image: Image; name: string; first: boolean }) {
  const shown = pictureOf(image, "large");
  // draggable=false: the browser's own picture drag would take the pointer from the slider.
  return <img src={shown.url} width={shown.width} height={shown.height} alt={image.alt || name} draggable={false} loading={first ? undefined : "lazy"} data-variation-image={first ? "main" : undefined} />;
}

function QuickViewGallery({ images, name }: { images: Image[]; name: string }) {
  const first = images[0];
  if (first === undefined) return null;
  const label = productTableText("productTable.quickViewImages", name);
  if (images.length === 1) {
    return (
      <div className="quick-view__gallery">
        <Picture image={first} name={name} first />
      </div>
    );
  }
  const count = images.length;
  // The carousel pattern of the WAI-ARIA practices: a labelled region of labelled slides, the
  // hidden ones hidden from screen readers, changes announced politely, and buttons to move.
  return (
    <section className="quick-view__gallery quick-view__slider" aria-roledescription={productTableText("productTable.quickViewCarousel")} aria-label={label} data-quick-view-slider data-index="0">
      <div className="quick-view__viewport" data-quick-view-viewport>
        <div className="quick-view__slides" data-quick-view-slides aria-live="polite">
          {images.map((image, index) => (
            <div
              key={image.id}
              className="quick-view__slide"
              role="group"
              aria-roledescription={productTableText("productTable.quickViewSlide")}
              aria-label={productTableText("productTable.quickViewPicture", index + 1, count)}
              aria-hidden={index === 0 ? undefined : true}
              data-quick-view-slide
            >
              <Picture image={image} name={name} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="quick-view__slider-controls">
        <button type="button" className="quick-view__step" data-quick-view-step="-1" aria-label={productTableText("productTable.quickViewPrevious")}>
          <Icon name="chevronLeft" className="icon--flip-rtl" />
        </button>
        <ul className="quick-view__thumbnails">
          {images.map((image, index) => {
            const thumb = pictureOf(image, "thumbnail");
            return (
              <li key={image.id}>
                <button type="button" className="quick-view__thumbnail" data-quick-view-go={index} aria-pressed={index === 0} aria-label={productTableText("productTable.quickViewPicture", index + 1, count)}>
                  <img src={thumb.url} width={thumb.width} height={thumb.height} alt="" loading="lazy" draggable={false} />
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="quick-view__step" data-quick-view-step="1" aria-label={productTableText("productTable.quickViewNext")}>
          <Icon name="chevronRight" className="icon--flip-rtl" />
        </button>
      </div>
    </section>
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
