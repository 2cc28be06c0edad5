import { registerCustomer } from "../../../server/auth/register-customer.ts";
import type { CheckoutErrorCode, FieldError } from "../../../server/checkout/checkout.ts";
import { validateCheckoutForm } from "../../../server/checkout/validate-checkout-form.ts";
import type { Services } from "../../context.ts";
import { appendSessionCookies, clearGuestCartCookie, guestCartTokenOf, sessionTokenOf } from "../account/account-session.server.ts";

// "Create an account?" at checkout (a guest's choice): the account is made from the billing name
// and email with the password chosen, the guest's cart moves to it, and the shopper is signed in,
// so the order that follows is theirs. Only for a form that passes its own checks, so a refused
// form never leaves an account behind.

export type AccountAtCheckout = { kind: "none" } | { kind: "created"; customerId: number } | { kind: "refused"; code: CheckoutErrorCode; params: Record<string, string | number>; fieldErrors: FieldError[] };

/** The register form's refusals in the checkout's codes, tied to the field they are about. */
function refusalOf(code: string, retryAfterSeconds: number | undefined): Extract<AccountAtCheckout, { kind: "refused" }> {
  const refused = (checkoutCode: CheckoutErrorCode, field: string, params: Record<string, string | number> = {}) => ({
    kind: "refused" as const,
    code: checkoutCode,
    params,
    fieldErrors: [{ field, code: checkoutCode, params }],
  });
  switch (code) {
    case "email_taken":
      return refused("account_exists", "billing_email");
    case "password_too_short":
    case "password_too_long":
      return refused(code, "account_password");
    case "rate_limited":
      return refused("rate_limited", "account_password", { minutes: Math.ceil((retryAfterSeconds ?? 60) / 60) });
    default:
      return refused("email_invalid", "billing_email");
  }
}

export async function createAccountAtCheckout(services: Services, request: Request, headers: Headers, fields: Readonly<Record<string, string>>, now: Date): Promise<AccountAtCheckout> {
  if (fields["createaccount"] !== "1" || !validateCheckoutForm(fields, { needsShipping: true }).ok) return { kind: "none" };
  const password = fields["account_password"] ?? "";
  const result = await registerCustomer(
    services.db,
    {
      email: fields["billing_email"] ?? "",
      firstName: fields["billing_first_name"] ?? "",
      lastName: fields["billing_last_name"] ?? "",
      password,
      passwordRepeat: password,
      ip: services.clientIp,
      ipLimit: services.config.authRateLimitPerIp,
      previousSessionToken: sessionTokenOf(request),
      guestCartToken: guestCartTokenOf(request),
      socialHandle: null,
    },
    now,
  );
  if (!result.ok) return refusalOf(result.code, "retryAfterSeconds" in result ? result.retryAfterSeconds : undefined);
  appendSessionCookies(headers, services.config, result.session);
  clearGuestCartCookie(headers, request, services.config);
  return { kind: "created", customerId: result.customer.id };
}
