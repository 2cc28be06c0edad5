import { checkoutText } from "../i18n/checkout-messages.en.ts";
import { data, redirect } from "react-router";
import { CartPage } from "../components/cart/cart-page.tsx";
import { handleCartPost, loadCartPage } from "../components/cart/cart-page-data.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/cart";
import type { StylesHandle } from "../styles/style-parts.ts";

// /cart: rendered on the server for each visitor (never cached). Without JavaScript its forms post
// here; with it, the cart script sends the same forms to the JSON API. No router runtime needed.

export async function loader({ context, request }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const page = await loadCartPage(context.get(servicesContext), request, headers);
  return data(page, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  // Product forms on cached pages cannot carry a per-visitor token: the root's CSRF guard checks
  // this route for the same origin only (server/http/edge/csrf-policy.ts, decision 004).
  const headers = new Headers({ "Cache-Control": "no-store" });
  const result = await handleCartPost(context.get(servicesContext), request, headers);
  if ("redirect" in result) throw redirect(result.redirect, { status: 303, headers });
  return data({ notices: result.notices }, { headers, status: result.notices.some((n) => n.kind === "error") ? 422 : 200 });
}

/** Cookies set by the action or the loader both reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) merged.append("Set-Cookie", cookie);
  return merged;
};

export const meta: Route.MetaFunction = () => [
  { title: t("cart.pageTitle") },
  { name: "description", content: checkoutText("checkout.cartDescription") },
  // One shopper's cart: search engines keep out of it, as WooCommerce's noindex on the cart does.
  { name: "robots", content: "noindex" },
];

// The cart table and totals (decision 055).
export const handle = { styles: ["cart"] } satisfies StylesHandle;

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const notices = [...(actionData?.notices ?? []), ...loaderData.notices];
  return <CartPage cart={loaderData.cart} notices={notices} currency={loaderData.currency} locale={loaderData.locale} recurring={loaderData.recurring} timeZone={loaderData.timeZone} />;
}
