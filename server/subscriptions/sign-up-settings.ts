import type { Config } from "../config.ts";

// What pricing a sign-up depends on besides the product (issue 10): the shop's calendar, on which
// "today", renewal days and prorated days are counted, and whether a synchronised subscription
// bought before its renewal day pays for the days until then (decision 028).

export interface SignUpSettings {
  /** The shop's IANA time zone (SHOP_TIMEZONE). */
  timeZone: string;
  /** SUBSCRIPTIONS_PRORATE_FIRST_PERIOD; off by default, as in WooCommerce Subscriptions. */
  prorateFirstPeriod: boolean;
}

export function signUpSettingsOf(config: Pick<Config, "shop" | "subscriptions">): SignUpSettings {
  return { timeZone: config.shop.timeZone, prorateFirstPeriod: config.subscriptions.prorateFirstPeriod };
}

/** SHOP_TIMEZONE's and SUBSCRIPTIONS_PRORATE_FIRST_PERIOD's defaults: what a shop configured with neither gets. */
export const DEFAULT_SIGN_UP_SETTINGS: SignUpSettings = { timeZone: "UTC", prorateFirstPeriod: false };
