import { logIn } from "../../../server/auth/log-in.ts";
import { registerCustomer } from "../../../server/auth/register-customer.ts";
import { requestPasswordReset } from "../../../server/auth/request-password-reset.ts";
import { resetPassword } from "../../../server/auth/reset-password.ts";
import { readCookie } from "../../../server/auth/csrf.ts";
import { SOCIAL_HANDSHAKE_COOKIE } from "../../../server/auth/social/social.ts";
import { safeRedirect } from "../../../server/http/account-reply.ts";
import { captchaCheckFor } from "../../../server/http/captcha-api.ts";
import { composePasswordResetMail } from "../../mail/compose-password-reset-mail.ts";
import { mailShopOf } from "../../mail/mail-layout.ts";
import { sendAfterReply } from "../../../server/mail/send-after-reply.ts";
import type { Services } from "../../context.ts";
import { LOST_PASSWORD_PATH, MY_ACCOUNT_PATH, type AccountPanel } from "./account-panels.ts";
import type { PostFailure } from "./inline-forms.ts";
import { appendSessionCookies, clearGuestCartCookie, guestCartTokenOf, sessionTokenOf } from "./account-session.server.ts";

// The login form without JavaScript: the four panels post here (through the /my-account and
// /my-account/lost-password actions), which call the same use cases as the JSON API, set the
// same cookies and redirect (303) on success, or answer the panel again with its notice.

export type AccountPostOutcome = { redirect: string } | PostFailure;

/** Where WooCommerce sends the browser after the lost-password and reset-password forms. */
export const RESET_LINK_SENT_PATH = `${LOST_PASSWORD_PATH}?reset-link-sent=true`;
export const PASSWORD_RESET_DONE_PATH = `${MY_ACCOUNT_PATH}?password-reset=true`;
const MAX_FIELD_LENGTH = 2048;

function failure(panel: AccountPanel, code: string, values: Record<string, string>, field?: string): AccountPostOutcome {
  return { panel, notice: { kind: "error", code }, values, fieldErrors: field === undefined ? {} : { [field]: code } };
}

export async function handleAccountPost(services: Services, request: Request, headers: Headers): Promise<AccountPostOutcome> {
  const { db, config, logger, clientIp: ip } = services;
  // The root route's CSRF guard (app/csrf-guard.server.ts) has checked the token before this runs.
  const form = await request.formData();
  const field = (name: string): string => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : "";
  };
  const now = new Date();
  const session = { previousSessionToken: sessionTokenOf(request), guestCartToken: guestCartTokenOf(request) };
  // Captcha needs JavaScript (proof of work): a no-JS post has no solution and is refused while it is on (decision 049).
  const captcha = captchaCheckFor(config, form.get("altcha"));

  switch (field("form_type")) {
    case "register": {
      const values = { email: field("email"), first_name: field("first_name"), last_name: field("last_name") };
      const socialHandle = readCookie(request.headers.get("cookie"), SOCIAL_HANDSHAKE_COOKIE);
      const input = { email: values.email, firstName: values.first_name, lastName: values.last_name, password: field("password"), passwordRepeat: field("password_repeat"), ip, socialHandle, captcha, ...session };
      const result = await registerCustomer(db, input, now);
      if (!result.ok) return failure("register", result.code, values, result.field);
      appendSessionCookies(headers, config, result.session);
      clearGuestCartCookie(headers, request, config);
      return { redirect: safeRedirect(field("redirect_to") || undefined, MY_ACCOUNT_PATH) };
    }
    case "lostPassword": {
      const input = { email: field("email"), ip, siteUrl: config.shop.url, shopName: config.shop.name, captcha };
      const result = await requestPasswordReset(db, input, now);
      if (!result.ok) return failure("lost-password", result.code, { lost_email: input.email }, "lost_email");
      if (result.reset !== null) sendAfterReply(services.mailer, logger, composePasswordResetMail(result.reset, mailShopOf(config)));
      return { redirect: RESET_LINK_SENT_PATH };
    }
    case "resetPassword": {
      const input = { token: field("key"), password: field("password"), passwordRepeat: field("password_repeat"), ip, sessionToken: session.previousSessionToken };
      const result = await resetPassword(db, input, now);
      if (!result.ok) return { ...failure("reset-password", result.code, { key: input.token, id: field("id") }, result.field), resetValid: result.code !== "reset_token_invalid" };
      return { redirect: PASSWORD_RESET_DONE_PATH };
    }
    default: {
      const email = field("email");
      const result = await logIn(db, { email, password: field("password"), remember: field("remember") !== "", ip, captcha, ...session }, now);
      if (!result.ok) return failure("login", result.code, { login_email: email });
      appendSessionCookies(headers, config, result.session);
      clearGuestCartCookie(headers, request, config);
      return { redirect: safeRedirect(field("redirect_to") || undefined, MY_ACCOUNT_PATH) };
    }
  }
}
