import type { Hono } from "hono";
import { z } from "zod";
import { endAllSessions, endSession } from "../auth/end-session.ts";
import { getSignedInCustomer } from "../auth/get-signed-in-customer.ts";
import { logIn } from "../auth/log-in.ts";
import { registerCustomer } from "../auth/register-customer.ts";
import { requestPasswordReset } from "../auth/request-password-reset.ts";
import { resetPassword } from "../auth/reset-password.ts";
import { socialProvidersFromConfig } from "../auth/social/social-providers.ts";
import type { SocialProviders } from "../auth/social/social.ts";
import { createMailer } from "../mail/create-mailer.ts";
import type { Mailer } from "../mail/mail.ts";
import { sendAfterReply } from "../mail/send-after-reply.ts";
import { composePasswordResetMail } from "../../app/mail/compose-password-reset-mail.ts";
import { mailShopOf } from "../../app/mail/mail-layout.ts";
import { mountAccountApi } from "./account-api.ts";
import { captchaCheckFor } from "./captcha-api.ts";
import { ACCOUNT_API_BASE, invalidRequest, reply, replyFailure, safeRedirect } from "./account-reply.ts";
import { readFields } from "./edge/read-body.ts";
import { clearGuestCartCookie, clearSessionCookie, guestCartToken, rateLimitedClient, sessionToken, writeSessionCookie } from "./auth-http.ts";
import { cookiesAreSecure } from "./edge/cookies.ts";
import { getSocialHandle, mountSocialAuth } from "./social-auth-api.ts";
import type { ApiServices } from "./store-api.ts";

// Login popup endpoints (spec §3/§7): every reply is {error, code, redirect} with error 0 on
// success, plus a stable `code`. Handlers parse, call one use case, set cookies and answer. Mail
// goes out after the answer, so its timing says nothing about whether an account exists.

const MY_ACCOUNT_PATH = "/my-account";

export interface AuthApiOptions {
  mailer?: Mailer;
  providers?: SocialProviders;
}

const text = z.string().max(2048).default("");
const checkbox = z.union([z.boolean(), z.enum(["on", "1", "true", "yes", "0", "false", "no", ""])]).transform((v) => v === true || ["on", "1", "true", "yes"].includes(String(v)));
const redirectTo = z.string().max(2048).optional();
/** The captcha widget's solution (decision 049), when captcha is on. */
const captcha = z.string().max(8192).optional();
const loginSchema = z.object({ email: text, password: text, remember: checkbox.default(false), redirect_to: redirectTo, altcha: captcha });
const registerSchema = z.object({ email: text, first_name: text, last_name: text, password: text, password_repeat: text, redirect_to: redirectTo, altcha: captcha });
const lostPasswordSchema = z.object({ email: text, altcha: captcha });
const resetPasswordSchema = z.object({ key: text, password: text, password_repeat: text });

export function mountAuthApi(app: Hono, services: ApiServices, options: AuthApiOptions = {}): void {
  const { db, config, logger } = services;
  const mailer = options.mailer ?? createMailer(config.mail);
  const providers = options.providers ?? socialProvidersFromConfig(config.social);
  const secure = cookiesAreSecure(config);

  app.post(`${ACCOUNT_API_BASE}/login`, async (c) => {
    const body = loginSchema.safeParse(await readFields(c.req.raw));
    if (!body.success) return invalidRequest(c);
    const { email, password, remember } = body.data;
    const input = { email, password, remember, ...rateLimitedClient(c, config), previousSessionToken: sessionToken(c), guestCartToken: guestCartToken(c), captcha: captchaCheckFor(config, body.data.altcha) };
    const result = await logIn(db, input, new Date());
    if (!result.ok) return replyFailure(c, result);
    writeSessionCookie(c, result.session, secure);
    clearGuestCartCookie(c, secure);
    return reply(c, { code: "logged_in", redirect: safeRedirect(body.data.redirect_to, MY_ACCOUNT_PATH) });
  });

  app.post(`${ACCOUNT_API_BASE}/register`, async (c) => {
    const body = registerSchema.safeParse(await readFields(c.req.raw));
    if (!body.success) return invalidRequest(c);
    const { email, first_name, last_name, password, password_repeat } = body.data;
    const input = {
      email,
      firstName: first_name,
      lastName: last_name,
      password,
      passwordRepeat: password_repeat,
      ...rateLimitedClient(c, config),
      previousSessionToken: sessionToken(c),
      guestCartToken: guestCartToken(c),
      socialHandle: getSocialHandle(c),
      captcha: captchaCheckFor(config, body.data.altcha),
    };
    const result = await registerCustomer(db, input, new Date());
    if (!result.ok) return replyFailure(c, result);
    writeSessionCookie(c, result.session, secure);
    clearGuestCartCookie(c, secure);
    return reply(c, { code: "registered", redirect: safeRedirect(body.data.redirect_to, MY_ACCOUNT_PATH) });
  });

  app.post(`${ACCOUNT_API_BASE}/lost-password`, async (c) => {
    const body = lostPasswordSchema.safeParse(await readFields(c.req.raw));
    if (!body.success) return invalidRequest(c);
    const input = { email: body.data.email, ...rateLimitedClient(c, config), siteUrl: config.shop.url, shopName: config.shop.name, captcha: captchaCheckFor(config, body.data.altcha) };
    const result = await requestPasswordReset(db, input, new Date());
    if (!result.ok) return replyFailure(c, result);
    if (result.reset !== null) sendAfterReply(mailer, logger, composePasswordResetMail(result.reset, mailShopOf(config)));
    return reply(c, { code: "reset_link_sent" });
  });

  app.post(`${ACCOUNT_API_BASE}/reset-password`, async (c) => {
    const body = resetPasswordSchema.safeParse(await readFields(c.req.raw));
    if (!body.success) return invalidRequest(c);
    const { key, password, password_repeat } = body.data;
    const result = await resetPassword(db, { token: key, password, passwordRepeat: password_repeat, ...rateLimitedClient(c, config), sessionToken: sessionToken(c) }, new Date());
    if (!result.ok) return replyFailure(c, result);
    return reply(c, { code: "password_reset" });
  });

  app.post(`${ACCOUNT_API_BASE}/logout`, async (c) => {
    await endSession(db, sessionToken(c));
    clearSessionCookie(c, secure);
    return reply(c, { code: "logged_out", redirect: "/" });
  });

  app.post(`${ACCOUNT_API_BASE}/logout-everywhere`, async (c) => {
    const signedIn = await getSignedInCustomer(db, sessionToken(c), new Date());
    if (signedIn === null) return replyFailure(c, { ok: false, code: "not_logged_in" });
    await endAllSessions(db, signedIn.customer.id);
    clearSessionCookie(c, secure);
    return reply(c, { code: "logged_out_everywhere", redirect: "/" });
  });

  mountAccountApi(app, services, providers);
  mountSocialAuth(app, services, providers);
}
