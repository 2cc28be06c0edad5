import type { ReactNode } from "react";
import { t } from "../../i18n/t.ts";
import type { MessageKey } from "../../i18n/messages.en.ts";
import { MY_ACCOUNT_PATH } from "./account-panels.ts";
import { PAYMENT_METHODS_PATH } from "./payment-method-paths.ts";
import { ACCOUNT_SUBSCRIPTIONS_PATH } from "./subscription-paths.ts";

// The signed-in account area: WooCommerce's navigation beside the page's content. Log out is a
// POST form (a link could be triggered by another site).

export type AccountSection = "dashboard" | "orders" | "subscriptions" | "edit-address" | "payment-methods" | "edit-account";

const SECTIONS: { section: AccountSection; href: string; label: MessageKey }[] = [
  { section: "dashboard", href: MY_ACCOUNT_PATH, label: "account.dashboard" },
  { section: "orders", href: `${MY_ACCOUNT_PATH}/orders`, label: "account.orders" },
  // WooCommerce Subscriptions puts its endpoint right after Orders.
  { section: "subscriptions", href: ACCOUNT_SUBSCRIPTIONS_PATH, label: "account.subscriptions" },
  { section: "edit-address", href: `${MY_ACCOUNT_PATH}/edit-address`, label: "account.addresses" },
  { section: "payment-methods", href: PAYMENT_METHODS_PATH, label: "account.paymentMethods" },
  { section: "edit-account", href: `${MY_ACCOUNT_PATH}/edit-account`, label: "account.accountDetails" },
];

export const LOGOUT_PATH = `${MY_ACCOUNT_PATH}/customer-logout`;

export function LogoutForm({ csrfToken, label }: { csrfToken: string; label: string }) {
  return (
    <form method="post" action={LOGOUT_PATH} className="logout-form">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <button type="submit" className="link-button">
        {label}
      </button>
    </form>
  );
}

/** `current` is null on account pages outside the navigation (e.g. an editor's page form). */
export function AccountLayout({ current, title, csrfToken, children }: { current: AccountSection | null; title: string; csrfToken: string; children: ReactNode }) {
  return (
    <main id="main" className="my-account">
      <h1>{title}</h1>
      <div className="my-account__columns">
        <nav className="woocommerce-MyAccount-navigation" aria-label={t("account.navLabel")}>
          <ul>
            {SECTIONS.map((item) => (
              <li key={item.section} className={item.section === current ? "is-active" : undefined}>
                <a href={item.href} {...(item.section === current ? { "aria-current": "page" as const } : {})}>
                  {t(item.label)}
                </a>
              </li>
            ))}
            <li>
              <LogoutForm csrfToken={csrfToken} label={t("account.logOut")} />
            </li>
          </ul>
        </nav>
        <div className="woocommerce-MyAccount-content">{children}</div>
      </div>
    </main>
  );
}

// WooCommerce's notice classes; a warning is its "notice" kind (woocommerce-info).
const NOTICE_CLASS = { error: "woocommerce-error", success: "woocommerce-message", warning: "woocommerce-info" } as const;

/**
 * Server notices of the account pages (no-JS posts); the script shows toasts instead. A notice
 * marked `toast` is turned into a toast by the account script when the page loads (spec §8).
 */
export function AccountNotice({ notice, toast = false }: { notice: { kind: "error" | "success" | "warning"; text: string } | null; toast?: boolean }) {
  if (notice === null) return null;
  return (
    <div className="woocommerce-notices-wrapper" data-account-page-notice {...(toast ? { "data-page-toast": notice.kind } : {})}>
      <p className={NOTICE_CLASS[notice.kind]} role={notice.kind === "success" ? "status" : "alert"}>
        {notice.text}
      </p>
    </div>
  );
}
