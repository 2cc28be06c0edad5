import { useEffect, useState } from "react";

/** WooCommerce names the dismissal cookie after the notice id, so a new notice shows again. */
export function storeNoticeCookieName(id: string): string {
  return `store_notice${id}`;
}

/**
 * Runs in <head> before paint, so a dismissed notice never flashes. The page HTML stays the same
 * for every visitor (cacheable); only this script reads the cookie.
 */
export function storeNoticeHeadScript(id: string): string {
  const name = storeNoticeCookieName(id);
  return `if(document.cookie.split("; ").indexOf(${JSON.stringify(`${name}=hidden`)})>=0)document.documentElement.classList.add("store-notice-hidden")`;
}

export function StoreNotice({ id, text }: { id: string; text: string }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (document.documentElement.classList.contains("store-notice-hidden")) setHidden(true);
  }, []);
  if (hidden) return null;
  const dismiss = () => {
    // Session cookie at the root path, as WooCommerce does: dismissed until the browser closes.
    document.cookie = `${storeNoticeCookieName(id)}=hidden; path=/; SameSite=Lax`;
    document.documentElement.classList.add("store-notice-hidden");
    setHidden(true);
  };
  return (
    <aside className="store-notice" data-notice-id={id} aria-label="Store notice">
      <p>{text}</p>
      <button type="button" className="store-notice__dismiss" onClick={dismiss}>
        Dismiss
      </button>
    </aside>
  );
}
