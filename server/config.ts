import { z } from "zod";
import { DEFAULT_CART_REQUEST_TIMEOUT_MS } from "./cart/cart.ts";
import { RATE_LIMIT_PER_IP } from "./auth/auth.ts";
import { isTimeZone } from "./subscriptions/shop-clock.ts";
import { ConfigError, flag } from "./config-error.ts";
import { themeConfigFrom, themeEnvironment, type ThemeConfig } from "./theme/theme-config.ts";

export { ConfigError } from "./config-error.ts";

// Every setting comes from the environment and is checked once at boot, so a typo stops start-up
// with a message naming the variable instead of surfacing later as odd behaviour.

/** Stripe.js as Stripe serves it (https://docs.stripe.com/js): never bundled or self-hosted. */
export const STRIPE_JS_DEFAULT_URL = "https://js.stripe.com/v3";

/** Loose on purpose: the mail server is the judge; this catches a name or a typo without an @. */
const MAIL_ADDRESS = /^[^\s@,<>]+@[^\s@,<>]+$/;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("sqlite:var/shop.sqlite")
    .refine((v) => v.startsWith("sqlite:") || v.startsWith("postgres://") || v.startsWith("postgresql://"), {
      message: "must be sqlite:<path> or postgres://…",
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SHOP_NAME: z.string().min(1).default("Shopwright"),
  SHOP_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => /^[^/]+\/\/[^/]+\/?$/.test(v), { message: "must be the shop's origin alone, like https://shop.example (no path, query or fragment)" })
    .optional(),
  NODE_ENV: z.string().optional(),
  SHOP_CURRENCY: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like USD").default("USD"),
  SHOP_LOCALE: z.string().min(2).default("en-US"),
  SHOP_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone like Europe/London or America/New_York").default("UTC"),
  SUBSCRIPTIONS_PRORATE_FIRST_PERIOD: flag.default(false),
  SHOP_WEIGHT_UNIT: z.enum(["kg", "g", "lbs", "oz"]).default("kg"),
  SHOP_DIMENSION_UNIT: z.enum(["m", "cm", "mm", "in", "yd"]).default("cm"),
  PRODUCTS_PER_PAGE: z.coerce.number().int().min(1).max(100).default(12),
  REVIEWS_PER_PAGE: z.coerce.number().int().min(1).max(100).default(10),
  STORE_NOTICE: z.string().default(""),
  STORE_NOTICE_ID: z.string().regex(/^[a-z0-9]+$/).default("1"),
  REVIEWS_REQUIRE_RATING: flag.default(true),
  REVIEWS_REQUIRE_APPROVAL: flag.default(false),
  MEDIA_DIR: z.string().default("var/media"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(RATE_LIMIT_PER_IP),
  JOBS_IN_PROCESS: flag.default(true),
  MAIL_FROM: z.string().min(3).default("Shopwright <no-reply@localhost>"),
  SHOP_ADMIN_EMAIL: z
    .string()
    .refine((v) => v.split(",").every((address) => MAIL_ADDRESS.test(address.trim())), { message: "must be an email address, or several separated by commas" })
    .optional(),
  MAIL_OUTBOX_DIR: z.string().default("var/outbox"),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be smtp://… or smtps://…").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().default("https://www.facebook.com/v21.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v21.0/oauth/access_token"),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v21.0"),
  SOCIAL_FORCE_REGISTER: flag.default(false),
  CART_STYLE: z.enum(["dropdown", "off-canvas"]).default("dropdown"),
  CART_REDIRECT_AFTER_ADD: flag.default(false),
  CART_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(DEFAULT_CART_REQUEST_TIMEOUT_MS),
  QUICK_VIEW_ON_LISTINGS: flag.default(true),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  /** Another Stripe API origin: tests point the adapter at a local Stripe-protocol server. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Stripe.js, loaded by the checkout script where the Payment Element is shown: tests point it at a local stand-in. */
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default(STRIPE_JS_DEFAULT_URL),
  // The theme's own: header, look, consent, captcha, live chat.
  ...themeEnvironment,
});

/** Client credentials of one sign-in provider; null when it is not configured (no button shown). */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClientSettings | null {
  return id && secret ? { clientId: id, clientSecret: secret } : null;
}

/** Stripe's keys; null when the shop runs without Stripe. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Without it no webhook is accepted (none can be verified). */
  webhookSecret: string | null;
  /** null: Stripe's own API. */
  apiUrl: string | null;
  /** Where the browser loads Stripe.js from (STRIPE_JS_URL; Stripe's own by default). */
  jsUrl: string;
}

export type Config = ThemeConfig & {
  port: number;
  /** NODE_ENV=production as the operator set it (the card test mode is then refused unless allowed). */
  production: boolean;
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  shop: {
    name: string;
    /**
     * The shop's public origin (https://shop.example, no trailing slash): reset links, canonical
     * URLs, the sitemap and OAuth redirects are built from it, never from the request.
     */
    url: string;
    /** Host header values the shop answers for; any other host gets no page (server/http/edge/host-guard.ts). */
    acceptedHosts: readonly string[];
    currency: string;
    locale: string;
    /** The shop's IANA time zone: the calendar subscriptions renew on and dates are shown in. */
    timeZone: string;
    weightUnit: string;
    dimensionUnit: string;
    productsPerPage: number;
    storeNotice: { id: string; text: string } | null;
    reviewsRequireRating: boolean;
    reviewsRequireApproval: boolean;
    /** Reviews per page of a product's reviews (comment-page-N). */
    reviewsPerPage: number;
    /**
     * Where the shop's own order mails go (new, cancelled and failed orders): SHOP_ADMIN_EMAIL,
     * one address or several separated by commas; by default the address mail is sent from.
     */
    adminEmail: string;
  };
  /** The storefront cart: same for every visitor, so it reaches the browser in cached HTML. */
  cart: {
    style: "dropdown" | "off-canvas";
    redirectAfterAdd: boolean;
    requestTimeoutMs: number;
  };
  /** The product-table plugin's shop-wide settings: same for every visitor, so they go into cached HTML. */
  productTable: {
    /** A "Quick view" button on every card of the shop grid and the category and tag pages (issue 11). */
    quickViewOnListings: boolean;
  };
  mediaDir: string;
  logLevel: string;
  seedDemo: boolean;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Login, register and password-reset tries per client address in 15 minutes (see server/auth/auth.ts). */
  authRateLimitPerIp: number;
  /** Run the scheduled jobs in the shop process; off when `shop worker` processes run them. */
  jobsInProcess: boolean;
  mail: {
    from: string;
    /** One .eml file per message here when no SMTP server is configured. */
    outboxDir: string;
    smtpUrl: string | null;
  };
  social: {
    /** A new person from a provider is sent to the register form instead of being created. */
    forceRegister: boolean;
    google: (OAuthClientSettings & { issuerUrl: string }) | null;
    facebook: (OAuthClientSettings & { authUrl: string; tokenUrl: string; graphUrl: string }) | null;
  };
  stripe: StripeSettings | null;
  subscriptions: {
    /**
     * A synchronised subscription bought before its renewal day pays, at sign-up, for the days
     * until then (SUBSCRIPTIONS_PRORATE_FIRST_PERIOD); off, it pays nothing recurring until the
     * renewal day, as WooCommerce Subscriptions' default "Never (do not charge any recurring amount)".
     */
    prorateFirstPeriod: boolean;
  };
};

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const site = siteFrom(e.SHOP_URL, e.PORT, e.NODE_ENV === "production");
  return {
    port: e.PORT,
    production: e.NODE_ENV === "production",
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shop: {
      name: e.SHOP_NAME,
      url: site.url,
      acceptedHosts: site.acceptedHosts,
      currency: e.SHOP_CURRENCY,
      locale: e.SHOP_LOCALE,
      timeZone: e.SHOP_TIMEZONE,
      weightUnit: e.SHOP_WEIGHT_UNIT,
      dimensionUnit: e.SHOP_DIMENSION_UNIT,
      productsPerPage: e.PRODUCTS_PER_PAGE,
      storeNotice: e.STORE_NOTICE ? { id: e.STORE_NOTICE_ID, text: e.STORE_NOTICE } : null,
      reviewsRequireRating: e.REVIEWS_REQUIRE_RATING,
      reviewsRequireApproval: e.REVIEWS_REQUIRE_APPROVAL,
      reviewsPerPage: e.REVIEWS_PER_PAGE,
      adminEmail: e.SHOP_ADMIN_EMAIL?.split(",").map((address) => address.trim()).join(", ") ?? addressOf(e.MAIL_FROM),
    },
    cart: { style: e.CART_STYLE, redirectAfterAdd: e.CART_REDIRECT_AFTER_ADD, requestTimeoutMs: e.CART_REQUEST_TIMEOUT_MS },
    productTable: { quickViewOnListings: e.QUICK_VIEW_ON_LISTINGS },
    mediaDir: e.MEDIA_DIR,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    jobsInProcess: e.JOBS_IN_PROCESS,
    mail: { from: e.MAIL_FROM, outboxDir: e.MAIL_OUTBOX_DIR, smtpUrl: e.SMTP_URL ?? null },
    social: {
      forceRegister: e.SOCIAL_FORCE_REGISTER,
      google: withSettings(oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET), { issuerUrl: e.GOOGLE_ISSUER_URL }),
      facebook: withSettings(oauthClient(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET), {
        authUrl: e.FACEBOOK_AUTH_URL,
        tokenUrl: e.FACEBOOK_TOKEN_URL,
        graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ""),
      }),
    },
    stripe: stripeFrom(e),
    subscriptions: { prorateFirstPeriod: e.SUBSCRIPTIONS_PRORATE_FIRST_PERIOD },
    ...themeConfigFrom(e),
  };
}

/** Stripe needs its secret and publishable keys together; one without the other is a mistake. */
function stripeFrom(e: z.infer<typeof environmentSchema>): StripeSettings | null {
  if (e.STRIPE_SECRET_KEY === undefined && e.STRIPE_PUBLISHABLE_KEY === undefined) return null;
  if (e.STRIPE_SECRET_KEY === undefined || e.STRIPE_PUBLISHABLE_KEY === undefined) {
    const missing = e.STRIPE_SECRET_KEY === undefined ? "STRIPE_SECRET_KEY" : "STRIPE_PUBLISHABLE_KEY";
    throw new ConfigError(`Invalid configuration in the environment:\n  ${missing}: required with the other Stripe key`);
  }
  return { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null, apiUrl: e.STRIPE_API_URL ?? null, jsUrl: e.STRIPE_JS_URL };
}

/** The address in a From value ("Shop <shop@example.com>" → shop@example.com), as WooCommerce mails its admin at its own address. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Loopback names a developer's tools use for the same local server (development only). */
const LOCAL_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origin and the hosts the shop answers for. Production must name its origin: taking it from
 * the request's Host header would let one forged request put another site into reset mails and
 * into cached pages. A local run defaults to http://localhost:$PORT and also answers the loopback
 * aliases on that port (docs/decisions/007).
 */
function siteFrom(shopUrl: string | undefined, port: number, production: boolean): { url: string; acceptedHosts: string[] } {
  if (shopUrl === undefined && production) {
    throw new ConfigError("Invalid configuration in the environment:\n  SHOP_URL: required when NODE_ENV=production (the shop's public origin, like https://shop.example)");
  }
  const origin = new URL(shopUrl ?? `http://localhost:${port}`);
  const hosts = new Set([origin.host]);
  if (!production) for (const name of LOCAL_HOSTNAMES) hosts.add(new URL(`http://${name}:${port}`).host);
  return { url: origin.origin, acceptedHosts: [...hosts] };
}

function withSettings<T extends object>(client: OAuthClientSettings | null, extra: T): (OAuthClientSettings & T) | null {
  return client === null ? null : { ...client, ...extra };
}
