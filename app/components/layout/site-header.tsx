import { headerText } from "../../i18n/header-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";
import type { MenuCategory } from "./category-tree.ts";
import { HeaderCart, type HeaderCartSettings } from "./header-cart.tsx";
import { MainMenu } from "./main-menu.tsx";
import { MobileMenu, MOBILE_MENU_ID } from "./mobile-menu.tsx";
import { SearchForm } from "./search-form.tsx";
import { SiteLogo, type SiteLogoImage } from "./site-logo.tsx";

/** The header's shop-wide settings (server/config.ts `header`): the same for every visitor. */
export interface HeaderSettings {
  logo: SiteLogoImage | null;
  sticky: boolean;
  hideOnScroll: boolean;
}

// The slot keeps the header's place in the page while the header script fixes it to the top
// (app/islands/theme/header/sticky-header.ts), so nothing below it jumps when it sticks.
export function SiteHeader({ shopName, categories, cart, settings }: { shopName: string; categories: MenuCategory[]; cart: HeaderCartSettings; settings: HeaderSettings }) {
  return (
    <>
      <div className="site-header-slot" data-header-slot>
        <header className="site-header" data-site-header data-sticky={settings.sticky ? "" : undefined} data-hide-on-scroll={settings.hideOnScroll ? "" : undefined}>
          <a className="skip-link" href="#main">
            {t("layout.skipToContent")}
          </a>
          <div className="site-header__bar">
            <button type="button" className="menu-toggle" aria-haspopup="dialog" aria-controls={MOBILE_MENU_ID} data-mobile-menu-open>
              <Icon name="menu" />
              <span className="menu-toggle__label">{headerText("header.menu")}</span>
            </button>
            <SiteLogo shopName={shopName} image={settings.logo} />
            <SearchForm />
            <nav className="site-header__account" aria-label={t("layout.accountAndCart")}>
              {/* The label is filled by the account script ("Log in" or "My account"); React leaves it alone. */}
              <a href="/my-account" className="header-icon-link" data-account-link data-login-popup-trigger>
                <Icon name="account" size={22} />
                <span className="header-icon-link__label" data-account-label data-signed-out-label={t("account.logIn")} dangerouslySetInnerHTML={{ __html: t("account.myAccount") }} />
              </a>
              <HeaderCart settings={cart} />
            </nav>
          </div>
          <MainMenu categories={categories} />
        </header>
      </div>
      <MobileMenu categories={categories} />
    </>
  );
}
