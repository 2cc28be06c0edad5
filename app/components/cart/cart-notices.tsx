import { cartCodeText } from "../../i18n/cart-messages.en.ts";
import type { PageNotice } from "./page-notice.ts";

// Server-rendered notices on the cart page (no-JS outcomes, lines the cart had to adjust).
const NOTICE_CLASS: Record<PageNotice["kind"], string> = {
  success: "woocommerce-message",
  info: "woocommerce-info",
  error: "woocommerce-error",
};

export function CartNotices({ notices }: { notices: readonly PageNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="woocommerce-notices-wrapper" role="status">
      {notices.map((notice, index) => (
        <p key={`${notice.code}-${index}`} className={NOTICE_CLASS[notice.kind]} data-notice-code={notice.code}>
          {cartCodeText(notice.code, notice.params)}
        </p>
      ))}
    </div>
  );
}
