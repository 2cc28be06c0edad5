import type { Hono } from "hono";
import { z } from "zod";
import { getSignedInCustomer } from "../auth/get-signed-in-customer.ts";
import { listSocialProviders } from "../auth/social/social-providers.ts";
import type { SocialProviders } from "../auth/social/social.ts";
import { updateAccountDetails } from "../auth/update-account-details.ts";
import { canEditPages, type Customer } from "../customers/customers.ts";
import { updateCustomerAddresses } from "../customers/update-addresses.ts";
import { ACCOUNT_API_BASE, reply, replyFailure } from "./account-reply.ts";
import { readFields } from "./edge/read-body.ts";
import { ensureCsrfCookie, rateLimitedClient, sessionToken, writeSessionCookie } from "./auth-http.ts";
import { cookiesAreSecure } from "./edge/cookies.ts";
import type { ApiServices } from "./store-api.ts";

// The signed-in side of the account API: who is logged in (the browser fills the account link
// from it, so cached pages stay the same for everyone), the force-register prefill, and the
// account-details and addresses forms.

const text = z.string().max(2048).default("");
const detailsSchema = z.object({
  account_first_name: text,
  account_last_name: text,
  account_display_name: text,
  account_email: text,
  password_current: text,
  password_1: text,
  password_2: text,
});

export function customerJson(customer: Customer): Record<string, unknown> {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    display_name: customer.displayName,
    role: customer.role,
    can_edit_pages: canEditPages(customer.role),
    billing: customer.billing,
    shipping: customer.shipping,
  };
}

export function mountAccountApi(app: Hono, services: ApiServices, providers: SocialProviders): void {
  const { db, config } = services;
  const secure = cookiesAreSecure(config);

  app.get(`${ACCOUNT_API_BASE}/me`, async (c) => {
    c.header("Cache-Control", "no-store");
    const signedIn = await getSignedInCustomer(db, sessionToken(c), new Date());
    return c.json({
      customer: signedIn === null ? null : customerJson(signedIn.customer),
      csrf_token: ensureCsrfCookie(c, secure),
      social_providers: listSocialProviders(providers),
    });
  });

  app.post(`${ACCOUNT_API_BASE}/details`, async (c) => {
    const token = sessionToken(c);
    const signedIn = await getSignedInCustomer(db, token, new Date());
    if (signedIn === null || token === null) return replyFailure(c, { ok: false, code: "not_logged_in" });
    const body = detailsSchema.safeParse(await readFields(c.req.raw));
    if (!body.success) return replyFailure(c, { ok: false, code: "fields_required" });
    const d = body.data;
    const input = {
      customerId: signedIn.customer.id,
      sessionToken: token,
      firstName: d.account_first_name,
      lastName: d.account_last_name,
      displayName: d.account_display_name,
      email: d.account_email,
      currentPassword: d.password_current,
      newPassword: d.password_1,
      confirmPassword: d.password_2,
      ...rateLimitedClient(c, config),
    };
    const result = await updateAccountDetails(db, input, new Date());
    if (!result.ok) return replyFailure(c, result);
    if (result.session !== null) writeSessionCookie(c, result.session, secure);
    return reply(c, { code: result.notice });
  });

  app.post(`${ACCOUNT_API_BASE}/addresses`, async (c) => {
    const signedIn = await getSignedInCustomer(db, sessionToken(c), new Date());
    if (signedIn === null) return replyFailure(c, { ok: false, code: "not_logged_in" });
    const result = await updateCustomerAddresses(db, signedIn.customer.id, await readFields(c.req.raw), new Date());
    if (!result.ok) return replyFailure(c, result);
    return reply(c, { code: result.notice });
  });
}
