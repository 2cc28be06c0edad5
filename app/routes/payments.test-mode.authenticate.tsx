import { data, isRouteErrorResponse, redirect } from "react-router";
import { answerTestChallenge, getPendingTestChallenge } from "../../server/payments/card-test/answer-test-challenge.ts";
import { shopReturnPath } from "../../server/payments/card-test/card-test-mode.ts";
import { formatMoney } from "../../server/money/format-money.ts";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { servicesContext } from "../context.ts";
import { cardBrandName, paymentText } from "../i18n/payment-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/payments.test-mode.authenticate";
import type { StylesHandle } from "../styles/style-parts.ts";

// The card test mode's 3-D Secure challenge: the page a card issuer would show. The shopper
// completes or fails the authentication (a plain form post, so it works without JavaScript), the
// payment settles once, and the shopper goes back to the shop's return address, where the order
// reads how the payment stands. The payment id in the address is the secret that opens it, so no
// other site gets it as a referrer ("same-origin": with "no-referrer" the browser would post the
// form with Origin: null, which the origin check refuses).

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
  const challenge = await getPendingTestChallenge(services.db, params.paymentId);
  if (challenge === null) throw data(null, { status: 404, headers });
  const amount = formatMoney(challenge.amount, challenge.currency.toUpperCase(), services.config.shop.locale);
  const card = paymentText("payments.endingIn", cardBrandName(challenge.brand), challenge.last4);
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), amount, card }, { headers });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const answer = (await request.formData()).get("answer") === "complete" ? "complete" : "fail";
  const result = await answerTestChallenge(services.db, params.paymentId, answer, new Date());
  if (!result.ok) throw data(null, { status: 404, headers });
  throw redirect(shopReturnPath(result.returnUrl), { status: 303, headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: paymentText("payments.challengeTitle") }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

// The test mode's challenge (account.css) and payment words (checkout.css) (decision 055).
export const handle = { styles: ["checkout", "account"] } satisfies StylesHandle;

export default function TestModeChallenge({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="payment-challenge">
      <h1>{paymentText("payments.challengeTitle")}</h1>
      <p className="payment-challenge__badge">{paymentText("payments.testMode")}</p>
      <p>{paymentText("payments.challengeIntro", loaderData.amount, loaderData.card)}</p>
      <form method="post" className="payment-challenge__answers">
        <input type="hidden" name="csrf_token" value={loaderData.csrfToken} />
        <button type="submit" name="answer" value="complete" className="button">
          {paymentText("payments.completeAuthentication")}
        </button>
        <button type="submit" name="answer" value="fail" className="button button--secondary">
          {paymentText("payments.failAuthentication")}
        </button>
      </form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="error-page">
      <h1>{gone ? paymentText("payments.challengeGone") : t("page.failed")}</h1>
      <p>
        <a href="/shop">{t("page.returnToShop")}</a>
      </p>
    </main>
  );
}
