import { t } from "../../i18n/t.ts";

/** WooCommerce names the dismissal cookie after the notice id, so a new notice shows again. */
export function storeNoticeCookieName(id: string): string {
  return `store_notice${id}`;
}

/**
 * Runs in <head> before paint: hides a dismissed notice without a flash, and handles the dismiss
 * button. Plain script, not React, because some pages hydrate only an island (decision 003) and the
 * page HTML stays the same for every visitor (cacheable); only this script reads the cookie.
 */
export function storeNoticeHeadScript(id: string): string {
  const cookie = `${storeNoticeCookieName(id)}=hidden`;
  return [
    `if(document.cookie.split("; ").indexOf(${JSON.stringify(cookie)})>=0)document.documentElement.classList.add("store-notice-hidden");`,
    `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-store-notice-dismiss]");`,
    // Session cookie at the root path, as WooCommerce does: dismissed until the browser closes.
    `if(b){document.cookie=${JSON.stringify(`${cookie}; path=/; SameSite=Lax`)};document.documentElement.classList.add("store-notice-hidden");}});`,
  ].join("");
}

export function StoreNotice({ id, text }: { id: string; text: string }) {
  return (
    <aside className="store-notice" data-notice-id={id} aria-label={t("layout.storeNotice")}>
      <p>{text}</p>
      <button type="button" className="store-notice__dismiss" data-store-notice-dismiss>
        {t("layout.dismiss")}
      </button>
    </aside>
  );
}
