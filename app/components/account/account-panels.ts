import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { isOneOf } from "../../../server/parse-enum.ts";

// The login form's four panels (spec §2/§3) and what a server render of them needs. Shared by the
// routes, the layout's popup and the storefront account script (names only, no React).

export const ACCOUNT_PANELS = ["login", "register", "lost-password", "reset-password"] as const;
export type AccountPanel = (typeof ACCOUNT_PANELS)[number];

export function isAccountPanel(value: string): value is AccountPanel {
  return isOneOf(ACCOUNT_PANELS, value);
}

/** The hidden form-type field (spec §3), one value per panel. */
export const FORM_TYPES: Record<AccountPanel, string> = {
  login: "login",
  register: "register",
  "lost-password": "lostPassword",
  "reset-password": "resetPassword",
};

/** Where each panel's form goes: the JSON API with JavaScript, the route action without it. */
export const PANEL_ENDPOINTS: Record<AccountPanel, { api: string; page: string }> = {
  login: { api: "/api/v1/account/login", page: "/my-account" },
  register: { api: "/api/v1/account/register", page: "/my-account" },
  "lost-password": { api: "/api/v1/account/lost-password", page: "/my-account/lost-password" },
  "reset-password": { api: "/api/v1/account/reset-password", page: "/my-account/lost-password" },
};

export const MY_ACCOUNT_PATH = "/my-account";
export const LOST_PASSWORD_PATH = "/my-account/lost-password";

export interface FormNotice {
  kind: "error" | "success";
  /** A code of the account catalogue (app/i18n/account-messages.en.ts). */
  code: string;
}

export interface AccountFormsProps {
  display: "popup" | "inline";
  /** Keeps ids unique when the popup and the inline form share a page. */
  idPrefix: string;
  activePanel: AccountPanel;
  /** Panels a visitor without JavaScript sees at once (inline only; JS shows one at a time). */
  noJsPanels: readonly AccountPanel[];
  /** Inline forms carry the token; the popup (cached HTML) gets it from the cookie in the script. */
  csrfToken: string | null;
  socialProviders: readonly SocialProvider[];
  notice: FormNotice | null;
  /** Values to show again after a no-JS post, or the force-register prefill. Never passwords. */
  values: Readonly<Record<string, string>>;
  /** Field name → error code, after a no-JS post. */
  fieldErrors: Readonly<Record<string, string>>;
  reset: { key: string; id: string; valid: boolean } | null;
}
