import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { resolveCartOwner } from "../../server/auth/resolve-cart-owner.ts";
import { holdsSubscription } from "../../server/cart/cart.ts";
import { readSignedIn } from "../components/account/account-session.server.ts";
import { cartCookieValues } from "../components/cart/cart-cookies.server.ts";
import { postedFields, refreshed } from "../components/checkout/checkout-page-data.server.ts";
import { OrderReview } from "../components/checkout/order-review.tsx";
import { PaymentMethods } from "../components/checkout/payment-methods.tsx";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/checkout.review";
import { savedCardsOf } from "../components/checkout/saved-cards.server.ts";
import { stripeElementFor } from "../components/checkout/stripe-element.ts";
import { stripeElementSource } from "../components/checkout/stripe-element-options.server.ts";

// The checkout refresh (WooCommerce's update_order_review): the checkout script posts the form as
// it stands when the address or the shipping method changes, and gets back the order review and
// the payment methods for it, rendered by the same components as the page. Nothing is saved.

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const now = new Date();
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const page = await refreshed(services, request, headers, owner, postedFields(await request.formData()), now);
  // The cart emptied meanwhile (another tab placed the order): the page reloads to find out.
  if (page.cart === null || page.quote === null || page.methods === null) return data({ reload: true }, { headers });
  const { currency, locale, timeZone } = services.config.shop;
  const signedIn = await readSignedIn(services, request);
  const savedCards = await savedCardsOf(services, signedIn?.customer.id ?? null);
  // The new total rides on the Payment Element's box: the checkout script passes it to Stripe.js.
  const stripe = stripeElementFor(stripeElementSource(services.config), { mode: "payment", amount: page.quote.pricing.totals.total, currency });
  return data(
    {
      review: renderToStaticMarkup(<OrderReview cart={page.cart} quote={page.quote} currency={currency} locale={locale} timeZone={timeZone} />),
      payment: renderToStaticMarkup(<PaymentMethods methods={page.methods} chosen={page.values["payment_method"] ?? ""} canSaveMethod={holdsSubscription(page.cart) ? "required" : signedIn !== null || "with-new-account"} savedCards={savedCards} stripe={stripe} />),
    },
    { headers },
  );
}
