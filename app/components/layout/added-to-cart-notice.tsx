import { t } from "../../i18n/t.ts";

// After a no-JS add the shopper comes back with ?added-to-cart=<id>; the page says so (the same HTML
// for everyone with that URL, so it stays cacheable). With JavaScript, the cart script sees the
// notice and opens the mini cart (spec §4).
export function AddedToCartNotice({ productName }: { productName: string }) {
  return (
    <section className="woocommerce-notices-wrapper" aria-label={t("notices.label")}>
      <p className="woocommerce-message" role="status" data-added-to-cart-notice>
        {t("cart.addedNotice", productName)}{" "}
        <a href="/cart" className="button wc-forward">
          {t("cart.viewCart")}
        </a>
      </p>
    </section>
  );
}

export function ToastRegion() {
  return <section className="toast-region" aria-label={t("toast.region")} aria-live="polite" data-toasts dangerouslySetInnerHTML={{ __html: "" }} />;
}
