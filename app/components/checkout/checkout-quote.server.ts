import type { CartView } from "../../../server/cart/cart.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { quoteCheckout } from "../../../server/checkout/quote-checkout.ts";
import { minorUnitDigits } from "../../../server/money/format-money.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { Services } from "../../context.ts";

// The order review's figures for the address the form holds now: shipping goes to the shipping
// address when "Ship to a different address?" is ticked, else to the billing address; the tax
// settings say which of the two is taxed.

type Place = { country: string; state: string; postcode: string; city: string };

function placeOf(values: Readonly<Record<string, string>>, prefix: "billing" | "shipping"): Place {
  const field = (name: string) => values[`${prefix}_${name}`] ?? "";
  return { country: field("country"), state: field("state"), postcode: field("postcode"), city: field("city") };
}

export function destinationOf(values: Readonly<Record<string, string>>): Place {
  return placeOf(values, values["ship_to_different_address"] === "1" ? "shipping" : "billing");
}

export function checkoutQuoteFor(services: Services, cart: CartView, values: Readonly<Record<string, string>>, now: Date): Promise<CheckoutQuote> {
  return quoteCheckout(
    services.db,
    cart,
    { destination: destinationOf(values), billing: placeOf(values, "billing"), shippingMethod: values["shipping_method"] ?? "", currencyDigits: minorUnitDigits(services.config.shop.currency), signUp: signUpSettingsOf(services.config) },
    now,
  );
}
