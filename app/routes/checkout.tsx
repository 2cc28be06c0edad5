import { data, redirect } from "react-router";
import { csrfTokenForPage } from "../components/account/account-session.server.ts";
import { loadCheckoutPage, newAttemptKey } from "../components/checkout/checkout-page-data.server.ts";
import { handleCheckoutPost } from "../components/checkout/checkout-post.server.ts";
import { CheckoutPage } from "../components/checkout/checkout-page.tsx";
import { checkoutPageContext, checkoutPostContext } from "../components/checkout/checkout-page-context.ts";
import { servicesContext } from "../context.ts";
import { useRequestValue } from "../request-context.tsx";
import type { Route } from "./+types/checkout";
import { checkoutText } from "../i18n/checkout-messages.en.ts";
import type { StylesHandle } from "../styles/style-parts.ts";

// /checkout: per visitor, never cached. The form posts here (with or without JavaScript); a placed
// order goes on to its order-received page, a refused one comes back with the errors and the
// fields as typed, under a new attempt key.

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const page = await loadCheckoutPage(services, request, headers);
  if (page === null) throw redirect("/cart", { status: 303, headers });
  context.set(checkoutPageContext, { ...page, csrfToken: csrfTokenForPage(request, headers, services.config) });
  return data(null, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const result = await handleCheckoutPost(services, request, headers);
  if (result.kind === "redirect") throw redirect(result.location, { status: 303, headers });
  context.set(checkoutPostContext, { ...result, attemptKey: newAttemptKey() });
  return data(null, { headers, status: result.kind === "refused" ? 422 : 200 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) merged.append("Set-Cookie", cookie);
  return merged;
};

export const meta: Route.MetaFunction = () => [{ title: checkoutText("checkout.pageTitle") }, { name: "robots", content: "noindex" }];

// The checkout form and its order table (cart.css's shop_table) (decision 055).
export const handle = { styles: ["cart", "checkout"] } satisfies StylesHandle;

export default function Checkout() {
  const page = useRequestValue(checkoutPageContext);
  const post = useRequestValue(checkoutPostContext);
  const refusal = post?.kind === "refused" ? { code: post.code, params: post.params, fieldErrors: post.fieldErrors } : null;
  return (
    <main id="main" className="site-main">
      <h1>{checkoutText("checkout.pageTitle")}</h1>
      <CheckoutPage
        cart={page.cart}
        quote={post?.quote ?? page.quote}
        methods={post?.methods ?? page.methods}
        values={post?.values ?? page.values}
        attemptKey={post?.attemptKey ?? page.attemptKey}
        csrfToken={page.csrfToken}
        currency={page.currency}
        locale={page.locale}
        timeZone={page.timeZone}
        signedIn={page.signedIn}
        savedCards={page.savedCards}
        terms={page.terms}
        refusal={refusal}
        notices={post?.notices ?? []}
        socialProviders={page.socialProviders}
        addressForms={post?.addressForms ?? page.addressForms}
        stripe={page.stripe}
      />
      <script type="module" src={page.script} />
    </main>
  );
}
