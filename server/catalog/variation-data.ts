import type { Dimensions, StockAvailability, SubscriptionTerms } from "./catalog.ts";

// What the variations form needs of each variation (spec §3), embedded in the product page or
// returned by the variation lookup. Field names follow WooCommerce so themes and tests recognise
// them. Re-exported by catalog.ts, with the catalogue's other types.

export interface VariationImageData {
  title: string;
  caption: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  src_w: number;
  src_h: number;
  gallery_thumbnail_src: string;
  thumb_src: string;
}

/**
 * The part of VariationData that decides which options the form offers and whether the chosen
 * combination can be bought. Products with too many variations to embed get only this, per variation.
 */
export interface VariationAvailability {
  variation_id: number;
  /** `attribute_<key>` → option slug, "" for any. */
  attributes: Record<string, string>;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
}

export interface VariationData extends VariationAvailability {
  sku: string;
  weight: string;
  dimensions: Dimensions;
  image: VariationImageData | null;
  image_id: number | null;
  is_sold_individually: "yes" | "no";
  min_qty: number;
  /** null when there is no maximum. */
  max_qty: number | null;
  /**
   * Current price in minor units, and the regular one (the current one when not on sale), as the
   * shop shows them (with or without tax, ShownPrice).
   */
  display_price: number | null;
  display_regular_price: number | null;
  is_on_sale: boolean;
  /** What the availability line says, as a code; the storefront words it. null: nothing to say. */
  availability: StockAvailability | null;
  /** Variable subscriptions only: the billing terms. */
  subscription: SubscriptionTerms | null;
  /**
   * A synchronised variation's first payment, null otherwise. The catalogue has no calendar: the
   * edge fills this in from server/subscriptions (productFirstPayment) in the shop's time zone.
   */
  first_payment: FirstPaymentFacts | null;
}

/** When a synchronised subscription bought now first pays (server/subscriptions' FirstPaymentNotice). */
export interface FirstPaymentFacts {
  /** The shop's calendar day, "2026-12-01". */
  date: string;
  /** The first payment is taken at checkout: "First payment: Today!". */
  isToday: boolean;
  /** Checkout charges the days until `date`: "First payment prorated. Next payment: <date>". */
  prorated: boolean;
}
