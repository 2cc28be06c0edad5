import { randomBytes } from "node:crypto";
import { resolveCartOwner } from "../../../server/auth/resolve-cart-owner.ts";
import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { holdsSubscription, type CartOwner, type CartView } from "../../../server/cart/cart.ts";
import { methodsForCart } from "../../../server/checkout/subscription-checkout-rules.ts";
import { getCart } from "../../../server/cart/get-cart.ts";
import { ownerToken } from "../../../server/cart/open-cart.ts";
import type { FieldError } from "../../../server/checkout/checkout.ts";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import { payThroughGateways } from "../../../server/checkout/pay-through-gateways.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { getPage } from "../../../server/content/get-page.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { Services } from "../../context.ts";
import type { AddressForms } from "../address/address-form.ts";
import { addressChoices, addressForms, withDefaultCountries } from "../address/address-form-data.server.ts";
import { readSignedIn } from "../account/account-session.server.ts";
import { enabledSocialProviders } from "../account/social-providers.server.ts";
import { appendCartCookies, cartCookieValues } from "../cart/cart-cookies.server.ts";
import type { PageNotice } from "../cart/page-notice.ts";
import { TERMS_SLUG, UPDATE_TOTALS_FIELD } from "./checkout-paths.ts";
import { checkoutQuoteFor } from "./checkout-quote.server.ts";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { savedCardsOf } from "./saved-cards.server.ts";
import type { StripeElementSource } from "./stripe-element.ts";
import { stripeElementSource } from "./stripe-element-options.server.ts";

// The /checkout page's data: the cart as it is, the shopper's saved addresses (or the fields as
// typed, after a post), the review and payment methods for them, and a fresh attempt key that makes
// this form's submission place at most one order. The post itself is checkout-post.server.ts.

/** Posted fields kept at most (a real form has about forty); the rest of a hostile post is ignored. */
const MAX_POSTED_FIELDS = 200;

export interface CheckoutPageData {
  cart: CartView;
  quote: CheckoutQuote;
  methods: PaymentMethodOption[];
  values: Record<string, string>;
  attemptKey: string;
  currency: string;
  locale: string;
  timeZone: string;
  signedIn: boolean;
  savedCards: SavedPaymentMethod[];
  /** For the inline login form's social buttons. */
  socialProviders: SocialProvider[];
  /** The terms page, shown in the lightbox (null when the shop has none: the link still leads to its address). */
  terms: { title: string; content: string } | null;
  script: string;
  addressForms: AddressForms;
  /** Stripe.js and the publishable key, when the shop takes cards through Stripe. */
  stripe: StripeElementSource | null;
}

export function newAttemptKey(): string {
  return randomBytes(18).toString("base64url");
}

export function savedAddressValues(customer: { email: string; billing: Record<string, string>; shipping: Record<string, string> } | null): Record<string, string> {
  if (customer === null) return {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(customer.billing)) if (value !== "") values[`billing_${key}`] = value;
  for (const [key, value] of Object.entries(customer.shipping)) if (value !== "") values[`shipping_${key}`] = value;
  values["billing_email"] ??= customer.email;
  return values;
}

export async function termsPage(services: Services): Promise<{ title: string; content: string } | null> {
  const page = await getPage(services.db, TERMS_SLUG);
  return page === null ? null : { title: page.title, content: page.content };
}

/** The methods offered: for a cart holding a subscription, only those that can pay its renewals. */
export async function availableMethods(services: Services, quote: CheckoutQuote, cart: CartView): Promise<PaymentMethodOption[]> {
  const methods = await payThroughGateways(services.db, services.gateways).available({ shippingMethodIds: quote.shipping.chosen === null ? [] : [quote.shipping.chosen.id] });
  return methodsForCart(methods, holdsSubscription(cart));
}

/** The checkout page, or null when the cart is empty (the route sends the shopper to the cart). */
export async function loadCheckoutPage(services: Services, request: Request, headers: Headers): Promise<CheckoutPageData | null> {
  const now = new Date();
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const cart = await getCart(services.db, owner, now, signUpSettingsOf(services.config));
  appendCartCookies(headers, request, services.config, cart, ownerToken(owner));
  if (cart === null || cart.lines.length === 0) return null;
  const signedIn = await readSignedIn(services, request);
  const choices = await addressChoices(services.db, services.config.shop.locale);
  const saved = withDefaultCountries(savedAddressValues(signedIn?.customer ?? null), choices);
  const quote = await checkoutQuoteFor(services, cart, saved, now);
  const methods = await availableMethods(services, quote, cart);
  return {
    cart,
    quote,
    methods,
    values: { payment_method: methods[0]?.id ?? "", ...saved },
    attemptKey: newAttemptKey(),
    currency: services.config.shop.currency,
    locale: services.config.shop.locale,
    timeZone: services.config.shop.timeZone,
    signedIn: signedIn !== null,
    savedCards: await savedCardsOf(services, signedIn?.customer.id ?? null),
    socialProviders: enabledSocialProviders(services.config.social),
    terms: await termsPage(services),
    script: services.islands.checkout,
    addressForms: addressForms(choices, saved),
    stripe: stripeElementSource(services.config),
  };
}

export type CheckoutPostResult =
  | { kind: "redirect"; location: string }
  | {
      /** Refused (with its code and errors), or refreshed by "Update totals" (no code). */
      kind: "refused" | "refreshed";
      code: string;
      params: Record<string, string | number>;
      fieldErrors: FieldError[];
      values: Record<string, string>;
      /** Outcomes that are not refusals (a coupon applied or refused by "Have a coupon?"). */
      notices: PageNotice[];
      /** The cart, review and methods for the address as typed, not as saved. */
      cart: CartView | null;
      quote: CheckoutQuote | null;
      methods: PaymentMethodOption[] | null;
      addressForms: AddressForms;
    };

export function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" || count >= MAX_POSTED_FIELDS) continue;
    fields[name] = value;
    count += 1;
  }
  return fields;
}

/** The form as typed (never a card token), with the review and methods for its address. */
export async function refreshed(services: Services, request: Request, headers: Headers, owner: CartOwner, fields: Record<string, string>, now: Date): Promise<Exclude<CheckoutPostResult, { kind: "redirect" }>> {
  const cart = await getCart(services.db, owner, now, signUpSettingsOf(services.config));
  appendCartCookies(headers, request, services.config, cart, ownerToken(owner));
  // Never shown again: the card's token, the chosen password, the form's keys.
  const { payment_token: _token, account_password: _password, checkout_attempt: _attempt, csrf_token: _csrf, [UPDATE_TOTALS_FIELD]: _update, ...values } = fields;
  const choices = await addressChoices(services.db, services.config.shop.locale);
  const filled = withDefaultCountries(values, choices);
  const quote = cart === null || cart.lines.length === 0 ? null : await checkoutQuoteFor(services, cart, filled, now);
  const methods = quote === null || cart === null ? null : await availableMethods(services, quote, cart);
  return { kind: "refreshed", code: "", params: {}, fieldErrors: [], notices: [], values: filled, cart, quote, methods, addressForms: addressForms(choices, filled) };
}
