import { randomBytes } from "node:crypto";
import { resolveCartOwner } from "../../../server/auth/resolve-cart-owner.ts";
import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { applyCouponToCart } from "../../../server/cart/apply-coupon-to-cart.ts";
import type { CartOwner } from "../../../server/cart/cart.ts";
import type { CartView } from "../../../server/cart/cart.ts";
import { getCart } from "../../../server/cart/get-cart.ts";
import { ownerToken } from "../../../server/cart/open-cart.ts";
import type { CheckoutResult, FieldError } from "../../../server/checkout/checkout.ts";
import type { PaymentMethodOption } from "../../../server/payments/payments.ts";
import { payThroughGateways } from "../../../server/checkout/pay-through-gateways.ts";
import { placeCheckoutOrder } from "../../../server/checkout/place-checkout-order.ts";
import type { CheckoutQuote } from "../../../server/checkout/checkout.ts";
import { getPage } from "../../../server/content/get-page.ts";
import type { Services } from "../../context.ts";
import { readSignedIn } from "../account/account-session.server.ts";
import { enabledSocialProviders } from "../account/social-providers.server.ts";
import { appendCartCookies, cartCookieValues } from "../cart/cart-cookies.server.ts";
import { cartOutcome } from "../cart/cart-page-data.server.ts";
import type { PageNotice } from "../cart/page-notice.ts";
import { APPLY_COUPON_FIELD, orderReceivedPath, TERMS_SLUG, UPDATE_TOTALS_FIELD } from "./checkout-paths.ts";
import { checkoutQuoteFor } from "./checkout-quote.server.ts";

// The /checkout page's data (loader) and its form post (action, with or without JavaScript): the
// cart as it is, the shopper's saved addresses, the payment methods, and a fresh attempt key that
// makes this form's submission place at most one order.

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
  signedIn: boolean;
  /** For the inline login form's social buttons. */
  socialProviders: SocialProvider[];
  /** The terms page, shown in the lightbox (null when the shop has none: the link still leads to its address). */
  terms: { title: string; content: string } | null;
  script: string;
}

export function newAttemptKey(): string {
  return randomBytes(18).toString("base64url");
}

function savedAddressValues(customer: { email: string; billing: Record<string, string>; shipping: Record<string, string> } | null): Record<string, string> {
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

function availableMethods(services: Services, quote: CheckoutQuote): Promise<PaymentMethodOption[]> {
  return payThroughGateways(services.db, services.gateways).available({ shippingMethodIds: quote.shipping.chosen === null ? [] : [quote.shipping.chosen.id] });
}

/** The checkout page, or null when the cart is empty (the route sends the shopper to the cart). */
export async function loadCheckoutPage(services: Services, request: Request, headers: Headers): Promise<CheckoutPageData | null> {
  const now = new Date();
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const cart = await getCart(services.db, owner, now);
  appendCartCookies(headers, request, services.config, cart, ownerToken(owner));
  if (cart === null || cart.lines.length === 0) return null;
  const signedIn = await readSignedIn(services, request);
  const saved = savedAddressValues(signedIn?.customer ?? null);
  const quote = await checkoutQuoteFor(services, cart, saved, now);
  const methods = await availableMethods(services, quote);
  return {
    cart,
    quote,
    methods,
    values: { payment_method: methods[0]?.id ?? "", ...saved },
    attemptKey: newAttemptKey(),
    currency: services.config.shop.currency,
    locale: services.config.shop.locale,
    signedIn: signedIn !== null,
    socialProviders: enabledSocialProviders(services.config.social),
    terms: await termsPage(services),
    script: services.islands.checkout,
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

function nextLocation(result: Extract<CheckoutResult, { ok: true }>): string {
  return result.next.kind === "authenticate" ? result.next.url : orderReceivedPath(result.orderId, result.orderKey);
}

export async function handleCheckoutPost(services: Services, request: Request, headers: Headers): Promise<CheckoutPostResult> {
  const now = new Date();
  const owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const signedIn = await readSignedIn(services, request);
  const fields = postedFields(await request.formData());
  // "Update totals" (the no-JavaScript form's refresh): the review for the address as typed, no order.
  if (fields[UPDATE_TOTALS_FIELD] !== undefined) return refreshed(services, request, headers, owner, fields, now);
  // "Have a coupon?" posts its own small form here (without JavaScript): applied as on the cart page.
  if (fields[APPLY_COUPON_FIELD] !== undefined) {
    const applied = cartOutcome(await applyCouponToCart(services.db, { ...owner, code: fields["coupon_code"] ?? "" }, now));
    const page = await refreshed(services, request, headers, owner, {}, now);
    return { ...page, values: { ...page.values, ...(signedIn === null ? {} : savedAddressValues(signedIn.customer)) }, notices: applied.notices.filter((n) => n.code.startsWith("coupon_")) };
  }
  const result = await placeCheckoutOrder(
    services.db,
    payThroughGateways(services.db, services.gateways),
    { owner, customerId: signedIn?.customer.id ?? null, fields, currency: services.config.shop.currency, returnPath: orderReceivedPath },
    now,
  );
  if (result.ok) {
    appendCartCookies(headers, request, services.config, await getCart(services.db, owner, now), ownerToken(owner));
    return { kind: "redirect", location: nextLocation(result) };
  }
  const page = await refreshed(services, request, headers, owner, fields, now);
  return { ...page, kind: "refused", code: result.code, params: result.params, fieldErrors: result.fieldErrors };
}

/** The form as typed (never a card token), with the review and methods for its address. */
export async function refreshed(services: Services, request: Request, headers: Headers, owner: CartOwner, fields: Record<string, string>, now: Date): Promise<Exclude<CheckoutPostResult, { kind: "redirect" }>> {
  const cart = await getCart(services.db, owner, now);
  appendCartCookies(headers, request, services.config, cart, ownerToken(owner));
  const { payment_token: _token, checkout_attempt: _attempt, csrf_token: _csrf, [UPDATE_TOTALS_FIELD]: _update, ...values } = fields;
  const quote = cart === null || cart.lines.length === 0 ? null : await checkoutQuoteFor(services, cart, values, now);
  const methods = quote === null ? null : await availableMethods(services, quote);
  return { kind: "refreshed", code: "", params: {}, fieldErrors: [], notices: [], values, cart, quote, methods };
}
