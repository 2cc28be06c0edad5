import { resolveCartOwner } from "../../../server/auth/resolve-cart-owner.ts";
import { addItemsToCart } from "../../../server/cart/add-items-to-cart.ts";
import { encodeMultiAddAnswer, MULTI_ADD_ANSWER_COOKIE, MULTI_ADD_ANSWER_MAX_AGE_S } from "../../../server/cart/multi-add-answer-cookie.ts";
import { appendCookies, cookiesAreSecure } from "../../../server/http/edge/cookies.ts";
import { signUpSettingsOf } from "../../../server/subscriptions/sign-up-settings.ts";
import type { Services } from "../../context.ts";
import { appendCartCookies, cartCookieValues } from "../cart/cart-cookies.server.ts";
import { readMultiAddForm, type MultiAddFormCode } from "./multi-add-form.server.ts";
import { parseTableQuery, tableHref } from "./table-query.ts";

// The no-JS "Add Selected To Cart" (issue 11): each ticked row's product is added once through
// addItemsToCart, as the JSON API's add-items adds it, and the shopper goes back to the same table
// URL, whose page shows the per-line answer from a short-lived cookie (multi-add-answer-cookie.ts).
// The quantity box and options of a row belong to that row's own form, which a browser without
// JavaScript cannot send along: each line is one of the product (decision 038).

/** WooCommerce adds one when a product is added with no quantity. */
const NO_JS_QUANTITY = 1;

export type MultiAddPostResult = { redirect: string } | { error: MultiAddFormCode };

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch (error) {
    // Not a form body (another content type, a broken multipart body): bad input, not a failure.
    if (error instanceof TypeError) return null;
    throw error;
  }
}

export async function handleMultiAddPost(services: Services, request: Request, basePath: string, headers: Headers): Promise<MultiAddPostResult> {
  const form = await readForm(request);
  const read = form === null ? ({ ok: false, code: "invalid_request" } as const) : readMultiAddForm(form);
  if (!read.ok) return { error: read.code };
  const { db, config } = services;
  const now = new Date();
  const owner = await resolveCartOwner(db, cartCookieValues(request), now);
  const lines = read.productIds.map((productId) => ({ productId, variationId: null, quantity: NO_JS_QUANTITY, attributes: {} }));
  const result = await addItemsToCart(db, owner, lines, now, signUpSettingsOf(config));
  if (result.cart !== null) appendCartCookies(headers, request, config, result.cart, result.cartToken);
  appendCookies(headers, [{ name: MULTI_ADD_ANSWER_COOKIE, value: encodeMultiAddAnswer(result.lines), httpOnly: true, maxAge: MULTI_ADD_ANSWER_MAX_AGE_S }], cookiesAreSecure(config));
  // Back to the same table view (its state normalised); the origin is the shop's, never the request's.
  const back = tableHref(basePath, parseTableQuery(new URL(request.url).searchParams), {});
  return { redirect: `${config.shop.url}${back}` };
}
