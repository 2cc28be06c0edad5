import { createContext } from "react-router";
import { CaptchaSettings } from "../account/captcha-settings.tsx";
import { LoginDialog } from "../account/login-dialog.tsx";
import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { AdBlockBait } from "../consent/ad-block-bait.tsx";
import { CookieNotice, type CookieNoticeSettings } from "../consent/cookie-notice.tsx";
import { ToastRegion } from "./added-to-cart-notice.tsx";
import { BackToTop } from "./back-to-top.tsx";
import type { MenuCategory } from "./category-tree.ts";
import type { HeaderCartSettings } from "./header-cart.tsx";
import { SiteFooter, type FooterPage } from "./site-footer.tsx";
import { SiteHeader, type HeaderSettings } from "./site-header.tsx";
import { StoreNotice } from "./store-notice.tsx";

// The parts of every page around its content: the header, menus, login popup, footer, cookie
// notice. They depend on the shop's settings and its menus only, never on the visitor or the
// page (per-visitor parts are filled in the browser), so the root loader renders them to HTML once
// per set of settings (site-chrome.server.tsx) and the layout puts that HTML in place
// (docs/decisions/056). These components are that HTML's one source, and the layout renders them
// live only on an error page the root loader did not run for.

export interface SiteChromeSettings {
  shopName: string;
  menu: MenuCategory[];
  pages: FooterPage[];
  cart: HeaderCartSettings;
  header: HeaderSettings;
  storeNotice: { id: string; text: string } | null;
  socialProviders: SocialProvider[];
  newsletterUrl: string | null;
  cookieNotice: CookieNoticeSettings | null;
  adBlockTracking: boolean;
  captchaScripts: { script: string; widgetScript: string } | null;
}

/** The chrome as HTML: what goes before the page's content, and what goes after it. */
export interface RenderedSiteChrome {
  beforeContent: string;
  afterContent: string;
}

/** Set by the root loader for the layout (a request value, not loaderData: app/request-context.tsx). */
export const siteChromeContext = createContext<RenderedSiteChrome | null>(null);

export function ChromeBeforeContent({ settings }: { settings: SiteChromeSettings }) {
  const notice = settings.storeNotice;
  return (
    <>
      {notice && <StoreNotice id={notice.id} text={notice.text} />}
      <SiteHeader shopName={settings.shopName} categories={settings.menu} cart={settings.cart} settings={settings.header} />
    </>
  );
}

export function ChromeAfterContent({ settings }: { settings: SiteChromeSettings }) {
  return (
    <>
      <ToastRegion />
      <LoginDialog socialProviders={settings.socialProviders} />
      <BackToTop />
      <SiteFooter shopName={settings.shopName} pages={settings.pages} newsletterUrl={settings.newsletterUrl} />
      {settings.cookieNotice && <CookieNotice settings={settings.cookieNotice} />}
      {settings.adBlockTracking && <AdBlockBait />}
      {settings.captchaScripts && <CaptchaSettings {...settings.captchaScripts} />}
    </>
  );
}
