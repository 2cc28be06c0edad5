import { data, redirect } from "react-router";
import { checkResetToken } from "../../server/auth/reset-password.ts";
import { AccountForms } from "../components/account/account-forms.tsx";
import { handleAccountPost } from "../components/account/account-post.server.ts";
import { mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { withPostOutcome } from "../components/account/inline-forms.ts";
import { loadInlineForms } from "../components/account/load-account-forms.server.ts";
import { servicesContext } from "../context.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.lost-password";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/lost-password: the lost-password panel inline; with ?key=…&id=… (the emailed link)
// the reset-password panel, once the key is checked. The key is in the address, so no other site
// gets this page as a referrer ("same-origin": with "no-referrer" the browser posts the forms with
// Origin: null, which the origin check refuses, so a reset without JavaScript, or before the
// page's script has loaded, failed with 400).

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  const reset = key === null ? null : { key, id: url.searchParams.get("id") ?? "", valid: await checkResetToken(services.db, key, new Date()) };
  const panel = reset === null ? "lost-password" : "reset-password";
  const forms = await loadInlineForms(services, request, headers, { activePanel: panel, noJsPanels: [panel], reset });
  return data({ forms }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
  const outcome = await handleAccountPost(context.get(servicesContext), request, headers);
  if ("redirect" in outcome) throw redirect(outcome.redirect, { status: 303, headers });
  return data(outcome, { headers, status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.lostPassword") }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function LostPassword({ loaderData, actionData }: Route.ComponentProps) {
  const forms = withPostOutcome(loaderData.forms, actionData);
  return (
    <main id="main" className="my-account">
      <h1>{t("account.myAccount")}</h1>
      <AccountForms display="inline" idPrefix="" {...forms} noJsPanels={[forms.activePanel]} />
    </main>
  );
}
