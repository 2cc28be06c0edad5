import type { Product, ProductSummary, VariationAvailability, VariationData } from "../../../server/catalog/catalog.ts";
import type { Review } from "../../../server/reviews/reviews.ts";
import type { PageLocation } from "./page-location.ts";
import type { ReviewFormState } from "./reviews/review-form-state.ts";
import type { ReviewPagination } from "./reviews/review-pages.ts";

/**
 * Everything the product page shows; the product route's loader (and action, for reviews) builds it.
 * The page renders no <main>: the route wraps it in one, as every route does.
 */
export interface ProductPageProps {
  product: Product;
  /**
   * The variations form's data, embedded so choosing needs no request. null for a product with too
   * many variations to embed (see variationIndex): the form then asks POST /api/v1/products/<id>/variation
   * ({ attributes: { attribute_<key>: slug } } → 200 VariationData or 404) once every attribute is chosen.
   * Empty (and null) for non-variable products.
   */
  variations: VariationData[] | null;
  /**
   * When `variations` is null: every variation's attributes and availability flags, so the form
   * still greys out options and knows an unavailable or missing combination without a request; it
   * looks up only combinations the index has. Null (or absent) when the variations are embedded.
   */
  variationIndex?: VariationAvailability[] | null | undefined;
  /** Approved reviews, oldest first (WordPress's comment order). */
  reviews: Review[];
  /** Which page of the reviews `reviews` is, and how many approved reviews there are in all. */
  reviewPagination: ReviewPagination & { total: number };
  related: ProductSummary[];
  upsells: ProductSummary[];
  /** A grouped product's children, in their menu order. */
  grouped: ProductSummary[];
  currency: string;
  locale: string;
  reviewSettings: { requireRating: boolean };
  /** Shop units for weight ("kg") and dimensions ("cm"). */
  weightUnit: string;
  dimensionUnit: string;
  /** The request's path and query: the page reads options and the tab from it (no router in the island). */
  location: PageLocation;
  /** Called once in the browser after hydration (the island script marks the page ready). */
  onHydrated?: () => void;
  /** The outcome of a review just posted (intent=review), from the route's action. */
  reviewFormState?: ReviewFormState | undefined;
}
