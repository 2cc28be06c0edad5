// The rates a checkout shows for a destination: a browser contract (eslint/boundaries.js), types
// and constants only. Amounts are integer minor units of the shop currency.

export const SHIPPING_METHOD_TYPES = ["flat_rate", "free_shipping", "local_pickup"] as const;
export type ShippingMethodType = (typeof SHIPPING_METHOD_TYPES)[number];

export interface ShippingRate {
  /** `<type>:<method id>`, e.g. "flat_rate:3" (WooCommerce's rate id). */
  id: string;
  methodId: number;
  type: ShippingMethodType;
  /** The method's title as the merchant entered it. */
  label: string;
  cost: number;
  taxable: boolean;
}

/** Why no rate is offered, for the checkout's words (app/i18n); null when rates were computed. */
export const SHIPPING_UNAVAILABLE_CODES = ["shipping_address_required", "shipping_country_not_allowed"] as const;
export type ShippingUnavailableCode = (typeof SHIPPING_UNAVAILABLE_CODES)[number];
