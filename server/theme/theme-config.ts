import { z } from "zod";
import { ConfigError, flag } from "../config-error.ts";
import { brandColours, isHexColour, type BrandColours } from "./brand-colour.ts";
import { DEFAULT_FONT_BODY, endsInGenericFamily, isSafeFontStack } from "./font-stack.ts";

// The storefront theme's settings (issue 12): header, look, consent, captcha and live chat. Part of
// the environment server/config.ts checks at boot; kept here so that file stays about the shop.

/** Tawk.to's widget script (https://help.tawk.to): the provider's own address, never bundled. */
export const LIVE_CHAT_DEFAULT_SCRIPT_URL = "https://embed.tawk.to/{key}/default";

const fontStack = z
  .string()
  .refine(isSafeFontStack, "must be a font-family list: names, spaces, commas, hyphens and quotes only")
  .refine(endsInGenericFamily, "must end in a generic family (sans-serif, serif, system-ui, monospace …)");

/** The theme's variables, merged into server/config.ts's environment schema. */
export const themeEnvironment = {
  /** The header's logo image: an http(s) address or a path on the shop ("/media/logo.svg"); without it the shop's name shows as text. */
  HEADER_LOGO_URL: z
    .string()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) || /^\/[^/\s][^\s]*$/.test(v), { message: "must be an http(s) address or a path starting with / (like /media/logo.svg)" })
    .optional(),
  /** The logo image's alternative text; the shop's name by default. */
  HEADER_LOGO_ALT: z.string().min(1).optional(),
  HEADER_STICKY: flag.default(true),
  HEADER_HIDE_ON_SCROLL: flag.default(false),
  /** Cover pages made of blocks with a loader for their first second (spec §9: removed after 1000 ms). */
  PAGE_LOADER: flag.default(false),
  /** The theme's cookie notice (decision 048): off, the notice (after 2.5 s, per version) or a banner (until answered). */
  COOKIE_NOTICE: z.enum(["off", "notice", "banner"]).default("off"),
  /** Change it (any short word or number) to ask every visitor again. */
  COOKIE_NOTICE_VERSION: z.string().regex(/^[A-Za-z0-9._]{1,32}$/, "must be 1 to 32 letters, digits, dots or underscores").default("1"),
  /** A GA4 measurement id: gtag loads from Google after a visitor accepts cookies. */
  ANALYTICS_GA4_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement id like G-ABC123XYZ").optional(),
  /** Or a self-hosted analytics script (Matomo, Plausible, …), loaded after a visitor accepts cookies. */
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Ad-block detection (spec §7): each page view reports whether a bait element survived; `shop stats` shows the share. */
  AD_BLOCK_TRACKING: flag.default(false),
  /** Captcha (a self-hosted proof of work) on the login, register and lost-password forms (decision 049). */
  CAPTCHA: flag.default(false),
  /** Signs the captcha's challenges: a long random secret, required when CAPTCHA is on. */
  CAPTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters (a long random secret)").optional(),
  THEME_BRAND_COLOR: z.string().refine(isHexColour, "must be a hex colour like #1f5fa8 or #15a").default("#1f5fa8"),
  THEME_FONT_BODY: fontStack.default(DEFAULT_FONT_BODY),
  /** Unset: headings use the body's stack. */
  THEME_FONT_HEADINGS: fontStack.optional(),
  THEME_RTL: flag.default(false),
  THEME_NEWSLETTER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The live-chat provider's script, {key} standing for the widget id (Tawk.to's by default); tests point it at a local stand-in. */
  LIVE_CHAT_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.includes("{key}"), { message: "must contain {key}, where the widget id goes" })
    .default(LIVE_CHAT_DEFAULT_SCRIPT_URL),
  /** The live-chat widget's id at the provider; no chat when unset. */
  LIVE_CHAT_WIDGET_ID: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, "must be the provider's widget id (letters, digits, _ . -)").optional(),
};

type ThemeEnvironment = z.infer<z.ZodObject<typeof themeEnvironment>> & { SHOP_NAME: string };

/** The analytics a visitor's consent loads (decision 048); null when none is configured. */
export type AnalyticsSettings = { kind: "ga4"; measurementId: string } | { kind: "script"; src: string } | null;

export interface ThemeConfig {
  /** The storefront header (issue 12): same for every visitor, so it goes into cached HTML. */
  header: {
    /** An image logo; null shows the shop's name as text. */
    logo: { url: string; alt: string } | null;
    /** The header sticks to the top once scrolled past (HEADER_STICKY). */
    sticky: boolean;
    /** While stuck, it hides scrolling down and shows scrolling up (HEADER_HIDE_ON_SCROLL). */
    hideOnScroll: boolean;
  };
  /** Pages made of blocks show a loader over their first second (PAGE_LOADER). */
  pageLoader: boolean;
  /** The cookie notice and what consent loads: the same for every visitor, so it goes into cached HTML. */
  consent: {
    cookieNotice: "off" | "notice" | "banner";
    cookieNoticeVersion: string;
    analytics: AnalyticsSettings;
  };
  /** Count ad-block detection's reports (AD_BLOCK_TRACKING); the theme script posts them only then. */
  adBlockTracking: boolean;
  /** Captcha on the account forms (CAPTCHA, CAPTCHA_HMAC_KEY); null when off. */
  captcha: { hmacKey: string } | null;
  /** The theme's look (issue 12): read at start-up into the page's inline style, so a restart applies a change, no build. */
  theme: {
    /** THEME_BRAND_COLOR and the text colours chosen for it (server/theme/brand-colour.ts). */
    brand: BrandColours;
    fontBody: string;
    fontHeadings: string;
    /** THEME_RTL: the pages are right-to-left (<html dir="rtl">), spec §3 theme setting `rtl`. */
    rtl: boolean;
    /** Where the footer's newsletter column sends people to sign up; null: no such column. */
    newsletterUrl: string | null;
  };
  /** The live-chat widget's script address, the widget id filled in; null when no chat is set up. */
  liveChatScriptUrl: string | null;
}

export function themeConfigFrom(e: ThemeEnvironment): ThemeConfig {
  return {
    header: {
      logo: e.HEADER_LOGO_URL === undefined ? null : { url: e.HEADER_LOGO_URL, alt: e.HEADER_LOGO_ALT ?? e.SHOP_NAME },
      sticky: e.HEADER_STICKY,
      hideOnScroll: e.HEADER_HIDE_ON_SCROLL,
    },
    pageLoader: e.PAGE_LOADER,
    consent: { cookieNotice: e.COOKIE_NOTICE, cookieNoticeVersion: e.COOKIE_NOTICE_VERSION, analytics: analyticsFrom(e) },
    adBlockTracking: e.AD_BLOCK_TRACKING,
    captcha: captchaFrom(e),
    theme: {
      brand: brandColours(e.THEME_BRAND_COLOR),
      fontBody: e.THEME_FONT_BODY,
      fontHeadings: e.THEME_FONT_HEADINGS ?? e.THEME_FONT_BODY,
      rtl: e.THEME_RTL,
      newsletterUrl: e.THEME_NEWSLETTER_URL ?? null,
    },
    liveChatScriptUrl: e.LIVE_CHAT_WIDGET_ID === undefined ? null : e.LIVE_CHAT_SCRIPT_URL.replaceAll("{key}", encodeURIComponent(e.LIVE_CHAT_WIDGET_ID)),
  };
}

/** Captcha needs its signing key: without one any challenge could be forged. */
function captchaFrom(e: ThemeEnvironment): { hmacKey: string } | null {
  if (!e.CAPTCHA) return null;
  if (e.CAPTCHA_HMAC_KEY === undefined) throw new ConfigError("Invalid configuration in the environment:\n  CAPTCHA_HMAC_KEY: required when CAPTCHA is on (a long random secret)");
  return { hmacKey: e.CAPTCHA_HMAC_KEY };
}

/** One analytics provider at most: two would each set their own cookies on one consent. */
function analyticsFrom(e: ThemeEnvironment): AnalyticsSettings {
  if (e.ANALYTICS_GA4_ID !== undefined && e.ANALYTICS_SCRIPT_URL !== undefined) {
    throw new ConfigError("Invalid configuration in the environment:\n  ANALYTICS_SCRIPT_URL: set it or ANALYTICS_GA4_ID, not both");
  }
  if (e.ANALYTICS_GA4_ID !== undefined) return { kind: "ga4", measurementId: e.ANALYTICS_GA4_ID };
  return e.ANALYTICS_SCRIPT_URL === undefined ? null : { kind: "script", src: e.ANALYTICS_SCRIPT_URL };
}

