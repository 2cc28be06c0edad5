import { resolveCartOwner } from "../../../server/auth/resolve-cart-owner.ts";
import { applyCouponToCart } from "../../../server/cart/apply-coupon-to-cart.ts";
import { getCart } from "../../../server/cart/get-cart.ts";
import { ownerToken } from "../../../server/cart/open-cart.ts";
import type { CheckoutResult } from "../../../server/checkout/checkout.ts";
import { payThroughGateways } from "../../../server/checkout/pay-through-gateways.ts";
import { placeCheckoutOrder } from "../../../server/checkout/place-checkout-order.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { Services } from "../../context.ts";
import { readSignedIn } from "../account/account-session.server.ts";
import { appendCartCookies, cartCookieValues } from "../cart/cart-cookies.server.ts";
import { cartOutcome } from "../cart/cart-page-data.server.ts";
import { type CheckoutPostResult, postedFields, refreshed, savedAddressValues } from "./checkout-page-data.server.ts";
import { APPLY_COUPON_FIELD, orderReceivedPath, UPDATE_TOTALS_FIELD } from "./checkout-paths.ts";
import { createAccountAtCheckout } from "./create-account-at-checkout.server.ts";

// The checkout form's post (with or without JavaScript): "Update totals", "Have a coupon?", or
// placing the order — after making the guest's account when they asked for one. A placed order
// goes on to its receipt (or its 3-D Secure challenge); a refused one comes back with the errors
// and the fields as typed.

function nextLocation(result: Extract<CheckoutResult, { ok: true }>): string {
  return result.next.kind === "authenticate" ? result.next.url : orderReceivedPath(result.orderId, result.orderKey);
}

export async function handleCheckoutPost(services: Services, request: Request, headers: Headers): Promise<CheckoutPostResult> {
  const now = new Date();
  let owner = await resolveCartOwner(services.db, cartCookieValues(request), now);
  const signedIn = await readSignedIn(services, request);
  const fields = postedFields(await request.formData());
  // "Update totals" (the no-JavaScript form's refresh): the review for the address as typed, no order.
  if (fields[UPDATE_TOTALS_FIELD] !== undefined) return refreshed(services, request, headers, owner, fields, now);
  // "Have a coupon?" posts its own small form here (without JavaScript): applied as on the cart page.
  if (fields[APPLY_COUPON_FIELD] !== undefined) {
    const applied = cartOutcome(await applyCouponToCart(services.db, { ...owner, code: fields["coupon_code"] ?? "" }, now, signUpSettingsOf(services.config)));
    const page = await refreshed(services, request, headers, owner, signedIn === null ? {} : savedAddressValues(signedIn.customer), now);
    return { ...page, notices: applied.notices.filter((n) => n.code.startsWith("coupon_")) };
  }
  let customerId = signedIn?.customer.id ?? null;
  if (customerId === null) {
    const account = await createAccountAtCheckout(services, request, headers, fields, now);
    if (account.kind === "refused") {
      const page = await refreshed(services, request, headers, owner, fields, now);
      return { ...page, kind: "refused", code: account.code, params: account.params, fieldErrors: account.fieldErrors };
    }
    if (account.kind === "created") {
      customerId = account.customerId;
      owner = { customerId };
    }
  }
  const result = await placeCheckoutOrder(
    services.db,
    payThroughGateways(services.db, services.gateways),
    { owner, customerId, fields, currency: services.config.shop.currency, returnPath: orderReceivedPath, signUp: signUpSettingsOf(services.config) },
    now,
  );
  // Placing commits before it returns; whatever the payment did to the order queued its mails.
  services.orderMails.kick();
  if (result.ok) {
    appendCartCookies(headers, request, services.config, await getCart(services.db, owner, now, signUpSettingsOf(services.config)), ownerToken(owner));
    return { kind: "redirect", location: nextLocation(result) };
  }
  const page = await refreshed(services, request, headers, owner, fields, now);
  return { ...page, kind: "refused", code: result.code, params: result.params, fieldErrors: result.fieldErrors };
}

