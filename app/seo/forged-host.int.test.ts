import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { insertProduct } from "../../server/catalog/test-catalog-fixture.ts";
import { loadConfig } from "../../server/config.ts";
import { savePage } from "../../server/content/save-page.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import type { MailMessage } from "../../server/mail/mail.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { servicesContext } from "../context.ts";
import { loader as homeLoader } from "../routes/home.tsx";
import { action as lostPasswordAction } from "../routes/my-account.lost-password.tsx";
import { loader as pageLoader } from "../routes/page.tsx";
import { loader as productLoader, productViewContext } from "../routes/product.tsx";
import { loader as robotsLoader } from "../routes/robots[.]txt.tsx";
import { loader as shopLoader } from "../routes/shop.tsx";
import { loader as sitemapLoader } from "../routes/sitemap[.]xml.tsx";

// The loaders behind canonical links, JSON-LD, the sitemap and robots.txt, given requests whose
// URL (built from the Host header) names another site: every absolute URL still names SHOP_URL.
// The host check refuses such requests before any loader runs (server/http/shop-listener.test.ts);
// this proves that even a request that got past it could not put its host into a page.

const SHOP_URL = "https://shop.example";
const FORGED = "http://evil.example";

describe("absolute URLs with a forged Host", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertProduct(handle.db, { name: "Blue Hoodie", regular_price: 4500, price_min: 4500, price_max: 4500 });
    await createAccount(handle.db, { email: "ann@example.com", password: "ann-password", firstName: "Ann", lastName: "", role: "customer" }, new Date());
    await savePage(handle.db, { slug: "about", title: "About us", blocks: [{ type: "richText", html: "<p>a</p>" }], menuOrder: 1 }, new Date());
    context = new RouterContextProvider();
    const config = loadConfig({ SHOP_URL, DATABASE_URL: "sqlite::memory:" });
    context.set(servicesContext, { db: handle.db, config, logger: pino({ level: "silent" }), islands: NO_ISLAND_SCRIPTS, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async (m) => void sent.push(m) }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" });
  });
  afterAll(() => handle.close());

  // Loader arguments as React Router passes them (only these fields are read).
  const args = <A>(path: string, params: Record<string, string> = {}): A => ({ request: new Request(`${FORGED}${path}`), params, context }) as unknown as A;
  const canonicalOf = (value: unknown) => (value as { seo: { canonical: string } }).seo.canonical;

  it("names SHOP_URL in the canonical links of the home, shop, product and content pages", async () => {
    expect(canonicalOf(await homeLoader(args("/")))).toBe(`${SHOP_URL}/`);
    expect(canonicalOf(await shopLoader(args("/shop")))).toBe(`${SHOP_URL}/shop`);
    expect(canonicalOf(await pageLoader(args("/about", { slug: "about" })))).toBe(`${SHOP_URL}/about`);
    const product = await productLoader(args("/product/blue-hoodie", { slug: "blue-hoodie" }));
    expect(canonicalOf(product)).toBe(`${SHOP_URL}/product/blue-hoodie`);
    // The rendered page goes to the component through the request's context (decision 053).
    const view = context.get(productViewContext);
    expect(view?.structuredData).toContain(`${SHOP_URL}/product/blue-hoodie`);
    expect(JSON.stringify(product)).not.toContain("evil.example");
    expect(JSON.stringify(view)).not.toContain("evil.example");
  });

  it("names SHOP_URL in every sitemap entry and in robots.txt", async () => {
    const sitemap = await (await sitemapLoader(args("/sitemap.xml"))).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining([`${SHOP_URL}/`, `${SHOP_URL}/shop`, `${SHOP_URL}/product/blue-hoodie`, `${SHOP_URL}/about`]));
    expect(locations.every((loc) => loc?.startsWith(`${SHOP_URL}/`))).toBe(true);
    const robots = await robotsLoader(args("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
    expect(robots).not.toContain("evil.example");
  });

  it("mails the no-JS lost-password form's reset link on SHOP_URL, through the app's one mailer", async () => {
    const body = new URLSearchParams({ form_type: "lostPassword", email: "ann@example.com" });
    const request = new Request(`${FORGED}/my-account/lost-password`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    const outcome = await lostPasswordAction({ request, params: {}, context } as unknown as Parameters<typeof lostPasswordAction>[0]).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.text).toContain(`${SHOP_URL}/my-account/lost-password?key=`);
    expect(sent[0]?.text).not.toContain("evil.example");
  });
});
