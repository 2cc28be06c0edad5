import type { CartView } from "../../../server/cart/cart.ts";
import { priceRecurringCarts } from "../../../server/checkout/price-recurring-carts.ts";
import { minorUnitDigits } from "../../../server/money/format-money.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { QuotedRecurringCart } from "../../../server/checkout/checkout.ts";
import type { Services } from "../../context.ts";

/**
 * What the cart's subscriptions renew at, for the cart page's "Recurring totals". The cart knows
 * no address yet: no shipping (the checkout adds it, as it does to today's total) and the tax
 * estimated for the shop's own location, as the cart's own tax is.
 */
export function cartRecurringCarts(services: Services, cart: CartView | null, now: Date): Promise<QuotedRecurringCart[]> {
  if (cart === null) return Promise.resolve([]);
  const input = { destination: null, billing: null, shippingMethod: "", currencyDigits: minorUnitDigits(services.config.shop.currency), signUp: signUpSettingsOf(services.config) };
  return priceRecurringCarts(services.db, cart, input, now);
}
