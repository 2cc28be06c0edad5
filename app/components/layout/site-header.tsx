import { t } from "../../i18n/t.ts";
import type { MenuCategory } from "./category-tree.ts";
import { HeaderCart, type HeaderCartSettings } from "./header-cart.tsx";
import { MainMenu } from "./main-menu.tsx";
import { SearchForm } from "./search-form.tsx";

export function SiteHeader({ shopName, categories, cart }: { shopName: string; categories: MenuCategory[]; cart: HeaderCartSettings }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <div className="site-header__bar">
        <a className="site-logo" href="/" aria-label={t("layout.homeLink", shopName)}>
          {shopName}
        </a>
        <SearchForm />
        <nav className="site-header__account" aria-label={t("layout.accountAndCart")}>
          {/* The label is filled by the account script ("Log in" or "My account"); React leaves it alone. */}
          <a href="/my-account" data-account-link data-login-popup-trigger>
            <span data-account-label data-signed-out-label={t("account.logIn")} dangerouslySetInnerHTML={{ __html: t("account.myAccount") }} />
          </a>
          <HeaderCart settings={cart} />
        </nav>
      </div>
      <MainMenu categories={categories} />
    </header>
  );
}
