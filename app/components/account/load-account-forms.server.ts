import { getSocialRegistration } from "../../../server/auth/social/get-social-registration.ts";
import { SOCIAL_ERROR_CODES, SOCIAL_HANDSHAKE_COOKIE } from "../../../server/auth/social/social.ts";
import { readCookie } from "../../../server/auth/csrf.ts";
import type { Services } from "../../context.ts";
import { csrfTokenForPage } from "./account-session.server.ts";
import type { InlineForms } from "./inline-forms.ts";
import { enabledSocialProviders } from "./social-providers.server.ts";
import { isOneOf } from "../../../server/parse-enum.ts";

/** Where a finished social sign-in lands (spec §2), also when it ends with registering. */
const SOCIAL_SIGN_IN_DONE_PATH = "/";

// The inline login form's starting state for one visitor: the CSRF token, notices the address
// asks for (?social=register, ?social_error=…, ?password-reset=true, ?reset-link-sent=true) and the
// force-register prefill.

export async function loadInlineForms(services: Services, request: Request, headers: Headers, start: Pick<InlineForms, "activePanel" | "noJsPanels" | "reset">): Promise<InlineForms> {
  const url = new URL(request.url);
  const forms: InlineForms = {
    ...start,
    csrfToken: csrfTokenForPage(request, headers, services.config),
    socialProviders: enabledSocialProviders(services.config.social),
    notice: null,
    values: {},
    fieldErrors: {},
  };
  const socialError = url.searchParams.get("social_error");
  if (socialError !== null) {
    const code = isOneOf(SOCIAL_ERROR_CODES, socialError) ? socialError : "social_sign_in_failed";
    return { ...forms, notice: { kind: "error", code } };
  }
  if (url.searchParams.get("password-reset") === "true") return { ...forms, notice: { kind: "success", code: "password_reset" } };
  if (url.searchParams.get("reset-link-sent") === "true") return { ...forms, notice: { kind: "success", code: "reset_link_sent" } };
  if (url.searchParams.get("social") === "register") {
    const handle = readCookie(request.headers.get("cookie"), SOCIAL_HANDSHAKE_COOKIE);
    const prefill = await getSocialRegistration(services.db, handle, new Date());
    // Registering finishes the social sign-in, which ends at the site root (spec §2).
    if (prefill !== null) return { ...forms, activePanel: "register", notice: { kind: "success", code: "set_your_password" }, values: { ...prefill, redirect_to: SOCIAL_SIGN_IN_DONE_PATH } };
  }
  return forms;
}
