import type { Context, Hono } from "hono";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { addItemsToCart } from "../cart/add-items-to-cart.ts";
import { addItemsRequestSchema, toMultiAddLinesJson } from "../cart/add-items-json.ts";
import { applyCouponToCart } from "../cart/apply-coupon-to-cart.ts";
import { EMPTY_CART, type CartOwner, type CartResult, type CartView } from "../cart/cart.ts";
import { cartCookies } from "../cart/cart-cookies.ts";
import { addItemRequestSchema, couponRequestSchema, removeItemRequestSchema, toCartJson, updateItemRequestSchema } from "../cart/cart-json.ts";
import { getCart } from "../cart/get-cart.ts";
import { ownerToken } from "../cart/open-cart.ts";
import { resolveCartOwner } from "../auth/resolve-cart-owner.ts";
import { removeCartItem } from "../cart/remove-cart-item.ts";
import { removeCouponFromCart } from "../cart/remove-coupon-from-cart.ts";
import { updateCartItemQuantity } from "../cart/update-cart-item-quantity.ts";
import { signUpSettingsOf } from "../subscriptions/sign-up-settings.ts";
import { guestCartToken, sessionToken } from "./auth-http.ts";
import { apiError } from "./edge/api-error.ts";
import { cookiesAreSecure, sentCookieNames, setCookies } from "./edge/cookies.ts";
import { readJsonBody } from "./edge/read-body.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import type { ApiServices } from "./store-api.ts";

// The cart part of the JSON Store API. Handlers parse, call one use case (which runs in its own
// transaction) and turn its result into JSON and cookies. Cookies: the guest's token (httpOnly: a
// bearer secret), and WooCommerce's cart-hash and items-in-cart cookies, readable by the
// storefront script.

export const CART_API_BASE = "/api/v1/cart";

/** The cart owner behind a request: the signed-in customer's cart, else the guest's. */
function ownerOf(c: Context, db: ApiServices["db"]): Promise<CartOwner> {
  return resolveCartOwner(db, { sessionToken: sessionToken(c), cartToken: guestCartToken(c) }, new Date());
}

function writeCartCookies(c: Context, cart: CartView | null, token: string | null, secure: boolean): void {
  setCookies(c, cartCookies(cart, token, sentCookieNames(c.req.header("cookie"))), secure);
}

function answer(c: Context, services: ApiServices, result: CartResult, successStatus: 200 | 201): Response {
  if (!result.ok) return apiError(c, result);
  writeCartCookies(c, result.cart, result.cartToken, cookiesAreSecure(services.config));
  c.header("Cache-Control", "no-store");
  return c.json(toCartJson(result.cart, services.config.shop.currency), successStatus);
}

export function mountCartApi(app: Hono, services: ApiServices): void {
  const { db } = services;
  // Subscriptions are priced for today on the shop's calendar.
  const signUp = signUpSettingsOf(services.config);

  // Built from fixed schemas: once, on the first request.
  let openApi: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get("/api/v1/openapi.json", (c) => c.json((openApi ??= buildOpenApiDocument())));

  app.get(CART_API_BASE, async (c) => {
    c.header("Cache-Control", "no-store");
    const owner = await ownerOf(c, db);
    const cart = await getCart(db, owner, new Date(), signUp);
    // No cart: answer empty and create nothing; stale cookies of an expired cart are cleared.
    writeCartCookies(c, cart, ownerToken(owner), cookiesAreSecure(services.config));
    return c.json(toCartJson(cart ?? EMPTY_CART, services.config.shop.currency));
  });

  app.post(`${CART_API_BASE}/add-item`, async (c) => {
    const body = await readJsonBody(c.req.raw, addItemRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const { product_id, variation_id, quantity, attributes } = body.data;
    const input = { ...(await ownerOf(c, db)), productId: product_id, variationId: variation_id ?? null, quantity, attributes };
    return answer(c, services, await addItemToCart(db, input, new Date(), signUp), 201);
  });

  // Multi-add (the product table): one request, each line added as by add-item, a per-line answer.
  app.post(`${CART_API_BASE}/add-items`, async (c) => {
    const body = await readJsonBody(c.req.raw, addItemsRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const lines = body.data.items.map((i) => ({ productId: i.product_id, variationId: i.variation_id ?? null, quantity: i.quantity, attributes: i.attributes }));
    const owner = await ownerOf(c, db);
    const now = new Date();
    const result = await addItemsToCart(db, owner, lines, now, signUp);
    c.header("Cache-Control", "no-store");
    // Nothing added: the cart (if any) is as it was, and its cookies stay.
    const cart = result.cart ?? (await getCart(db, owner, now, signUp));
    if (result.cart) writeCartCookies(c, result.cart, result.cartToken, cookiesAreSecure(services.config));
    return c.json({ lines: toMultiAddLinesJson(result.lines), ...toCartJson(cart ?? EMPTY_CART, services.config.shop.currency) }, 200);
  });

  app.post(`${CART_API_BASE}/update-item`, async (c) => {
    const body = await readJsonBody(c.req.raw, updateItemRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const input = { ...(await ownerOf(c, db)), key: body.data.key, quantity: body.data.quantity };
    return answer(c, services, await updateCartItemQuantity(db, input, new Date(), signUp), 200);
  });

  app.post(`${CART_API_BASE}/remove-item`, async (c) => {
    const body = await readJsonBody(c.req.raw, removeItemRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const input = { ...(await ownerOf(c, db)), key: body.data.key };
    return answer(c, services, await removeCartItem(db, input, new Date(), signUp), 200);
  });

  app.post(`${CART_API_BASE}/apply-coupon`, async (c) => {
    const body = await readJsonBody(c.req.raw, couponRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const input = { ...(await ownerOf(c, db)), code: body.data.code };
    return answer(c, services, await applyCouponToCart(db, input, new Date(), signUp), 200);
  });

  app.post(`${CART_API_BASE}/remove-coupon`, async (c) => {
    const body = await readJsonBody(c.req.raw, couponRequestSchema);
    if (!body.ok) return apiError(c, body.failure);
    const input = { ...(await ownerOf(c, db)), code: body.data.code };
    return answer(c, services, await removeCouponFromCart(db, input, new Date(), signUp), 200);
  });
}
