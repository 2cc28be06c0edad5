import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";

// The header's cart: a plain link to /cart (all a shopper without JavaScript needs), plus empty
// containers the cart script fills from cookies and stored state. Nothing here depends on the
// visitor, so the page stays cacheable. The containers hold server HTML React never compares
// (dangerouslySetInnerHTML), so the script's changes would survive a React render of the layout.

export interface HeaderCartSettings {
  style: "dropdown" | "off-canvas";
  redirectAfterAdd: boolean;
  requestTimeoutMs: number;
  currency: string;
  locale: string;
}

const EMPTY = { __html: "" };

export function HeaderCart({ settings }: { settings: HeaderCartSettings }) {
  return (
    <div
      className="header-cart"
      data-cart-settings
      data-cart-style={settings.style}
      data-cart-redirect-after-add={settings.redirectAfterAdd ? "yes" : "no"}
      data-cart-timeout-ms={settings.requestTimeoutMs}
      data-currency={settings.currency}
      data-locale={settings.locale}
    >
      {/* The count ("2 items") is read out with the link; the badge shows its number only (the header script copies it). */}
      <a href="/cart" className="header-cart__link header-icon-link" data-cart-link>
        <Icon name="cart" size={22} />
        <span className="header-cart__badge" aria-hidden="true" data-cart-badge dangerouslySetInnerHTML={EMPTY} />
        <span className="visually-hidden">{t("cart.link")}</span> <span className="header-cart__count visually-hidden" data-cart-count dangerouslySetInnerHTML={EMPTY} />{" "}
        <span className="header-cart__total" data-cart-total dangerouslySetInnerHTML={EMPTY} />
      </a>
      <button type="button" className="header-cart__toggle" data-cart-toggle data-hide-if-empty aria-expanded="false" aria-controls="mini-cart" hidden>
        <Icon name="chevronDown" size={18} />
        <span className="visually-hidden">{t("cart.showContents")}</span>
      </button>
      <dialog id="mini-cart" className="mini-cart" aria-label={t("miniCart.label")} data-mini-cart dangerouslySetInnerHTML={EMPTY} />
    </div>
  );
}
