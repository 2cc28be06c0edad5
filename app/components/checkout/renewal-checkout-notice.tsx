import { subscriptionText } from "../../i18n/subscription-messages.en.ts";

// Why a customer is paying a subscription's renewal order through checkout (spec §8), rendered
// on the server: the account script turns it into a toast of its kind when the page loads (an
// error for a failed renewal, which stays 120 s; info for one paid by hand or paid ahead); without JavaScript
// it stays in the page as WooCommerce's notice.

/** server/subscriptions/renewal-order-to-pay.ts's RenewalToPay (the page may not import server code). */
export type RenewalCheckoutNoticeKind = "failed" | "manual" | "early";

const NOTICES = {
  failed: { toast: "error", className: "woocommerce-error", role: "alert", text: () => subscriptionText("renewalCheckout.paymentFailed") },
  manual: { toast: "info", className: "woocommerce-info", role: "status", text: () => subscriptionText("renewalCheckout.awaitingPayment") },
  early: { toast: "info", className: "woocommerce-info", role: "status", text: () => subscriptionText("renewalCheckout.renewNow") },
} as const;

export function RenewalCheckoutNotice({ kind }: { kind: RenewalCheckoutNoticeKind | null }) {
  if (kind === null) return null;
  const notice = NOTICES[kind];
  return (
    <div className="woocommerce-notices-wrapper" data-page-toast={notice.toast} data-renewal-notice={kind}>
      <p className={notice.className} role={notice.role}>
        {notice.text()}
      </p>
    </div>
  );
}
