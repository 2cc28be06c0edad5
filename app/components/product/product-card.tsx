import type { ImageFile, ProductSummary } from "../../../server/catalog/catalog.ts";
import { t } from "../../i18n/t.ts";
import { Price } from "../ui/price.tsx";
import { StarRating } from "../ui/star-rating.tsx";
import { productPath } from "../../../server/catalog/product-path.ts";
import { cardAction } from "./card/card-action.ts";
import { GRID_TWO_COLUMNS_BELOW_PX, QUANTITY_INITIAL_VALUE } from "./product-constants.ts";

// A product in a grid (shop, categories, related products). The name is the one link to the
// product; CSS stretches it over the card so the picture is clickable without a second link.

export interface ProductCardProps {
  product: ProductSummary;
  currency: string;
  locale: string;
  headingLevel: 2 | 3;
  /** Place in a page's main grid; cards in its first row load their picture at once. */
  gridIndex?: number;
}

/** Columns of the product grid on a phone and on a wide screen (.products-grid in base.css). */
const GRID_COLUMNS_NARROW = 2;
const GRID_COLUMNS_WIDE = 3;

/** Whether the card at this place in a page's main grid loads its picture at once (its first row). */
export function loadsPictureAtOnce(gridIndex: number | undefined): gridIndex is number {
  return gridIndex !== undefined && gridIndex < GRID_COLUMNS_WIDE;
}

/**
 * The first row's pictures are what a shopper sees first (and the page's largest paint on a
 * phone), so they are fetched at once, the phone's first row ahead of everything else; the rest
 * wait until scrolled near.
 */
function imageLoading(gridIndex: number | undefined): { loading: "eager" | "lazy"; fetchPriority?: "high" } {
  if (!loadsPictureAtOnce(gridIndex)) return { loading: "lazy" };
  return gridIndex < GRID_COLUMNS_NARROW ? { loading: "eager", fetchPriority: "high" } : { loading: "eager" };
}

const CARD_IMAGE_SIZES = `(max-width: ${GRID_TWO_COLUMNS_BELOW_PX - 1}px) 50vw, 33vw`;

function CardImage({ product, gridIndex }: { product: ProductSummary; gridIndex: number | undefined }) {
  if (product.image === null) return <div className="product-card__placeholder" aria-hidden="true" />;
  const { thumbnail, medium, large, full } = product.image.sizes;
  const shown = medium ?? large ?? full;
  const files = [thumbnail, medium, large].filter((file): file is ImageFile => file !== undefined);
  return (
    <img
      src={shown.url}
      srcSet={files.length > 1 ? files.map((file) => `${file.url} ${file.width}w`).join(", ") : undefined}
      sizes={files.length > 1 ? CARD_IMAGE_SIZES : undefined}
      width={shown.width}
      height={shown.height}
      // The name right below says what this is; repeating it would be read twice.
      alt=""
      {...imageLoading(gridIndex)}
      decoding="async"
    />
  );
}

/**
 * The product's second picture, shown over the first while a pointer rests on the card (CSS,
 * product.css; hidden on touch screens, where nothing hovers, so it is never fetched there).
 * Always lazy: it is not needed until a shopper points at the card. Same frame as the first, so
 * it cannot move anything when it loads.
 */
function CardHoverImage({ product }: { product: ProductSummary }) {
  if (product.image === null || product.hoverImage === undefined) return null;
  const { medium, large, full } = product.hoverImage.sizes;
  const shown = medium ?? large ?? full;
  return <img className="product-card__hover-image" src={shown.url} width={shown.width} height={shown.height} alt="" loading="lazy" decoding="async" />;
}

export function ProductCard({ product, currency, locale, headingLevel, gridIndex }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const action = cardAction(product);
  const words = action.customText ?? t(action.label);
  return (
    <div className={`product-card product type-${product.type}${product.onSale ? " sale" : ""}`}>
      <div className="product-card__image">
        <CardImage product={product} gridIndex={gridIndex} />
        <CardHoverImage product={product} />
        {product.onSale && <span className="onsale">{t("price.sale")}</span>}
      </div>
      <Heading className="product-card__title woocommerce-loop-product__title">
        <a className="product-card__link" href={productPath(product.slug)}>
          {product.name}
        </a>
      </Heading>
      {product.ratingCount > 0 && <StarRating rating={product.ratingAverage} />}
      <span className="price">
        <Price
          price={{ priceMin: product.priceMin, priceMax: product.priceMax, regularPrice: product.regularPrice, onSale: product.onSale }}
          subscription={product.subscription}
          currency={currency}
          locale={locale}
        />
      </span>
      {action.addsToCart ? (
        // A real form, so a shopper without JavaScript adds straight from the listing; the cart
        // script sends the same fields to the JSON API instead.
        <form className="product-card__form cart" method="post" action="/cart">
          <input type="hidden" name="product_id" value={product.id} />
          <input type="hidden" name="quantity" value={QUANTITY_INITIAL_VALUE} />
          <button
            type="submit"
            className={`button product-card__button product_type_${product.type} add_to_cart_button ajax_add_to_cart`}
            aria-label={action.ariaLabel ? t(action.ariaLabel, product.name) : undefined}
            data-product_id={product.id}
            data-product_sku={product.sku ?? ""}
            data-quantity={QUANTITY_INITIAL_VALUE}
          >
            {words}
          </button>
        </form>
      ) : (
        <a href={action.href} className={`button product-card__button product_type_${product.type}`} rel={action.kind === "external" ? "nofollow" : undefined}>
          {action.ariaLabel ? (
            // The full name ("Read more about “Beanie”") as hidden text rather than aria-label:
            // search engines and page translators read text, and a bare "Read more" says nothing.
            <>
              <span aria-hidden="true">{words}</span>
              <span className="visually-hidden">{t(action.ariaLabel, product.name)}</span>
            </>
          ) : (
            words
          )}
        </a>
      )}
    </div>
  );
}
