// The tax module's shapes (issue 9 "Tax"): rates as WooCommerce keeps them (WC_Tax), where a
// shopper is taxed, and the shop's tax settings. Amounts are integer minor units; a rate is a
// percentage with up to four decimals, as WooCommerce stores it.

/** The tax classes every shop has; "" is WooCommerce's "standard". */
export const TAX_CLASSES = ["", "reduced-rate", "zero-rate"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export interface TaxRate {
  id: number;
  /** ISO 3166-1 alpha-2, or "" for every country. */
  country: string;
  /** The subdivision code without the country ("CA" for California), or "" for every state. */
  state: string;
  /** Postcode rules (exact, "902*", "90210...90299"); none means every postcode. */
  postcodes: readonly string[];
  /** City names, matched without regard to case; none means every city. */
  cities: readonly string[];
  /** Percent, e.g. 7.25. */
  rate: number;
  name: string;
  /** Only the first matching rate of each priority applies. */
  priority: number;
  /** Charged on top of the price plus the non-compound taxes. */
  compound: boolean;
  /** Also charged on shipping. */
  shipping: boolean;
  taxClass: TaxClass;
  /** The merchant's order among rates of one priority. */
  order: number;
}

export interface TaxLocation {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export interface TaxSettings {
  /** WooCommerce's "Enable tax rates and calculations". */
  enabled: boolean;
  /** Catalogue prices are entered with tax included. */
  pricesIncludeTax: boolean;
  /** Which address taxes: the shipping address, the billing address, or the shop's own. */
  basedOn: "shipping" | "billing" | "base";
  /** The shop's own location (tax for "base", and in the cart before an address is known). */
  base: TaxLocation;
  /** Shipping is taxed in this class, or in the class of the cart's items ("inherit"). */
  shippingTaxClass: TaxClass | "inherit";
  /** Round tax once on the subtotal of each rate instead of on each line. */
  roundAtSubtotal: boolean;
  /**
   * How prices are shown: in the shop (catalogue, product pages, at the shop's own location, so a
   * cached page is one answer for everyone), and in the cart, checkout and orders (decision 027).
   */
  displayShop: TaxDisplay;
  displayCart: TaxDisplay;
}

/** Prices shown with tax ("incl") or without it ("excl"), WooCommerce's tax_display_shop/cart. */
export type TaxDisplay = "incl" | "excl";

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  enabled: false,
  pricesIncludeTax: false,
  basedOn: "shipping",
  base: { country: "US", state: "CA", postcode: "", city: "" },
  shippingTaxClass: "inherit",
  roundAtSubtotal: false,
  displayShop: "excl",
  displayCart: "excl",
};

/** Tax per rate id, in unrounded minor units. */
export type TaxesByRate = ReadonlyMap<number, number>;
