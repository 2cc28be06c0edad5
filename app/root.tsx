import type { ReactNode } from "react";
import { Links, Meta, Outlet, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import { DEFAULT_CART_REQUEST_TIMEOUT_MS } from "../server/cart/cart.ts";
import { listCategories } from "../server/catalog/list-categories.ts";
import { listPages } from "../server/content/list-pages.ts";
import { t } from "./i18n/t.ts";
import { enabledSocialProviders } from "./components/account/social-providers.server.ts";
import { categoryTreeOf } from "./components/layout/category-tree.ts";
import { AddedToCartNotice } from "./components/layout/added-to-cart-notice.tsx";
import { addedToCartName } from "./components/layout/load-added-to-cart.server.ts";
import { ChromeAfterContent, ChromeBeforeContent, siteChromeContext, type SiteChromeSettings } from "./components/layout/site-chrome.tsx";
import { renderSiteChrome } from "./components/layout/site-chrome.server.tsx";
import { storeNoticeHeadScript } from "./components/layout/store-notice.tsx";
import { submitOnChangeScript } from "./components/ui/submit-on-change.ts";
import { servicesContext } from "./context.ts";
import { csrfGuard } from "./csrf-guard.server.ts";
import { themeStyleRule } from "../server/theme/theme-style.ts";
import { accountCodeText } from "./i18n/account-messages.en.ts";
import type { Route } from "./+types/root";
import { PageDataScript } from "./components/ui/page-data-script.tsx";
import { useOptionalRequestValue } from "./request-context.tsx";
import { LIVE_CHAT_DATA_ID, type LiveChatSettings } from "./islands/theme/chat/live-chat-settings.ts";
import { pageStyles } from "./styles/page-styles.ts";
import { useKeptBytes } from "./kept-bytes.ts";
import { handleStyleParts } from "./styles/style-parts.ts";

// Runs before first paint: the root element starts as no-js so CSS can show server-only fallbacks.
const markJavaScript = `document.documentElement.classList.replace("no-js","js");${submitOnChangeScript}`;

/** Paths whose pages hold account forms a shopper may use at once: My account (and its lost-password and reset links) and checkout. */
const ACCOUNT_PAGES = /^\/(my-account|checkout)(\/|$)/;

// Before every action of every route (no-JS form posts): the CSRF check, on purpose and in one place.
export const middleware: Route.MiddlewareFunction[] = [csrfGuard];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config, islands } = context.get(servicesContext);
  const [categories, pages, addedToCart] = await Promise.all([listCategories(db), listPages(db), addedToCartName(db, request)]);
  const chrome: SiteChromeSettings = {
    shopName: config.shop.name,
    menu: categoryTreeOf(categories),
    pages: pages.map((p) => ({ slug: p.slug, title: p.title })),
    cart: { ...config.cart, currency: config.shop.currency, locale: config.shop.locale },
    header: config.header,
    storeNotice: config.shop.storeNotice,
    socialProviders: enabledSocialProviders(config.social),
    newsletterUrl: config.theme.newsletterUrl,
    // The cookie notice and ad-block bait are the same for every visitor; the theme script decides (decision 048).
    cookieNotice: config.consent.cookieNotice === "off" ? null : { variant: config.consent.cookieNotice, version: config.consent.cookieNoticeVersion, analytics: config.consent.analytics },
    adBlockTracking: config.adBlockTracking,
    captchaScripts: config.captcha === null ? null : { script: islands.captcha, widgetScript: islands.captchaWidget },
  };
  // Rendered once per set of settings and handed to the layout as HTML (decision 056).
  context.set(siteChromeContext, renderSiteChrome(chrome));
  return {
    cartScript: islands.cart,
    // Pages with account forms of their own get the whole account script with the page (decision 050).
    accountScript: ACCOUNT_PAGES.test(new URL(request.url).pathname) ? islands.accountPages : islands.account,
    themeScript: islands.theme,
    addedToCart,
    storeNoticeId: config.shop.storeNotice?.id ?? null,
    // The merchant's brand colour and fonts, in a style after the page's stylesheet, and the direction (decision 044).
    themeStyle: themeStyleRule(config.theme),
    rtl: config.theme.rtl,
    liveChatScript: config.liveChatScriptUrl,
  };
}

// Error pages rendered without the root loader still get a working (plain link) cart.
const FALLBACK_CHROME: SiteChromeSettings = {
  shopName: "Shopwright",
  menu: [],
  pages: [],
  cart: { style: "dropdown", redirectAfterAdd: false, requestTimeoutMs: DEFAULT_CART_REQUEST_TIMEOUT_MS, currency: "USD", locale: "en-US" },
  header: { logo: null, sticky: true, hideOnScroll: false },
  storeNotice: null,
  socialProviders: [],
  newsletterUrl: null,
  cookieNotice: null,
  adBlockTracking: false,
  captchaScripts: null,
};

/** The site chrome's HTML, rendered once for every page, in a wrapper that adds no box (display: contents). */
function RenderedHtml({ html }: { html: string }) {
  return <div className="site-chrome" dangerouslySetInnerHTML={{ __html: useKeptBytes(html) }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  // Absent only on an error page the root loader did not run for: then the chrome renders live.
  const chrome = useOptionalRequestValue(siteChromeContext);
  const noticeId = shell?.storeNoticeId;
  // Each page carries the stylesheet's parts its routes name, besides the shell's (decision 055).
  const styles = pageStyles(useMatches().flatMap((match) => handleStyleParts(match.handle)));
  return (
    <html lang="en" dir={shell?.rtl ? "rtl" : "ltr"} className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: markJavaScript + (noticeId ? `;${storeNoticeHeadScript(noticeId)}` : "") }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: useKeptBytes(styles) }} />
        {/* The merchant's brand after every part; its own element, so e2e/page-styles.spec.ts can slip the whole stylesheet in before it. */}
        {shell?.themeStyle && <style dangerouslySetInnerHTML={{ __html: shell.themeStyle }} />}
        <Links />
      </head>
      <body>
        {chrome ? <RenderedHtml html={chrome.beforeContent} /> : <ChromeBeforeContent settings={FALLBACK_CHROME} />}
        {shell?.addedToCart && <AddedToCartNotice productName={shell.addedToCart} />}
        {children}
        {chrome ? <RenderedHtml html={chrome.afterContent} /> : <ChromeAfterContent settings={FALLBACK_CHROME} />}
        {/* No page loads the router's client runtime: pages are HTML plus small scripts and islands (decision 010). */}
        {shell?.cartScript && <script type="module" src={shell.cartScript} />}
        {shell?.accountScript && <script type="module" src={shell.accountScript} />}
        {shell?.liveChatScript && <PageDataScript id={LIVE_CHAT_DATA_ID} data={{ src: shell.liveChatScript } satisfies LiveChatSettings} />}
        {shell?.themeScript && <script type="module" src={shell.themeScript} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A form refused by the CSRF guard (app/csrf-guard.server.ts): reloading gives it a fresh token.
  const expired = isRouteErrorResponse(error) && (error.data as { code?: unknown } | null)?.code === "csrf_failed";
  return (
    <main id="main" className="error-page">
      <h1>{notFound ? t("page.notFound") : t("page.failed")}</h1>
      <p>{notFound ? t("error.notFoundText") : expired ? accountCodeText("csrf_failed") : t("error.retryText")}</p>
      <p>
        <a href="/shop">{t("page.returnToShop")}</a>
      </p>
    </main>
  );
}
