import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config.ts";
import type { DatabaseHandle } from "../server/db/connect.ts";
import { createTestDatabase } from "../server/db/test-database.ts";
import { createApp, type ShopApp } from "../server/http/create-app.ts";
import { clientDirWithIslands } from "../server/http/test-api-app.ts";
import { csrfRuleFor } from "../server/http/edge/csrf-policy.ts";
import { accountCodeText } from "./i18n/account-messages.en.ts";

// Walks every state-changing route the real app registers, the JSON API's (Hono) and the pages'
// actions (React Router, from the app's own server build), and proves that a post without the
// CSRF token is refused, or, for the few routes on purpose same-origin only (decision 004), a
// cross-site post, or, for a processor's signed webhook, a post without a valid signature. A
// route added later without protection fails here.

const SHOP_URL = "http://shop.test";
const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = "walk-the-routes-token";
/** Loading the server build through Vite transforms every route module once. */
const BUILD_TIMEOUT_MS = 120_000;

type Attempt = "no-token" | "cross-site" | "with-token";

function headersFor(attempt: Attempt, type: string): Record<string, string> {
  const base = { "content-type": type, accept: type.startsWith("application/json") ? "application/json" : "text/html" };
  // No Origin header: React Router's own origin check would answer 400 before our guard runs.
  if (attempt === "cross-site") return { ...base, "sec-fetch-site": "cross-site", cookie: `csrf_token=${TOKEN}`, "x-csrf-token": TOKEN };
  const sameOrigin = { ...base, origin: SHOP_URL, "sec-fetch-site": "same-origin" };
  return attempt === "no-token" ? sameOrigin : { ...sameOrigin, cookie: `csrf_token=${TOKEN}`, "x-csrf-token": TOKEN };
}

/** A concrete URL for a route pattern: every parameter and splat filled with a plain value. */
function concretePath(pattern: string): string {
  return pattern.replace(/:\w+/g, "1").replace(/\*/g, "x");
}

describe("CSRF on every state-changing route", () => {
  let vite: ViteDevServer;
  let handle: DatabaseHandle;
  let shop: ShopApp;
  /** The same app behind a TLS-terminating proxy: SHOP_URL is https, the server itself sees http. */
  let proxied: ShopApp;
  let build: ServerBuild;

  beforeAll(async () => {
    vite = await createServer({ root: PROJECT_ROOT, logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false, ws: false } });
    build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    const clientDir = clientDirWithIslands("shopwright-csrf-walk-");
    handle = await createTestDatabase();
    const config = loadConfig({ SHOP_URL, MEDIA_DIR: join(clientDir, "media"), SEED_DEMO: "false" });
    shop = createApp({ build, clientDir, database: handle, config, logger: pino({ level: "silent" }), mailer: { send: async () => undefined } });
    const httpsConfig = loadConfig({ SHOP_URL: "https://shop.test", MEDIA_DIR: join(clientDir, "media"), SEED_DEMO: "false" });
    proxied = createApp({ build, clientDir, database: handle, config: httpsConfig, logger: pino({ level: "silent" }), mailer: { send: async () => undefined } });
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await handle.close();
    await vite.close();
  });

  const send = (path: string, attempt: Attempt, type: string, body: string) =>
    shop.app.request(`${SHOP_URL}${path}`, { method: "POST", headers: headersFor(attempt, type), body });

  it("refuses every JSON API post without the token (or, if same-origin only, from another site)", async () => {
    const routes = shop.app.routes.filter((route) => route.method !== "GET" && route.method !== "ALL");
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/api/v1/cart/add-item", "/api/v1/account/login", "/api/v1/account/details", "/api/v1/payments/stripe/webhook"]));
    for (const route of routes) {
      const path = concretePath(route.path);
      if (csrfRuleFor(path) === "signature") {
        const unsigned = await send(path, "cross-site", "application/json", "{}");
        expect(unsigned.status, `${route.method} ${route.path}`).toBe(400);
        expect(JSON.stringify(await unsigned.json()), `${route.method} ${route.path}`).toContain("webhook_signature_invalid");
        continue;
      }
      const refusedWith: Attempt = csrfRuleFor(path) === "token" ? "no-token" : "cross-site";
      const refused = await send(path, refusedWith, "application/json", "{}");
      expect(refused.status, `${route.method} ${route.path}`).toBe(403);
      expect(JSON.stringify(await refused.json()), `${route.method} ${route.path}`).toContain("csrf_failed");
      // The same post with the token gets past the guard: the refusal above was the guard's.
      const passed = await send(path, "with-token", "application/json", "{}");
      expect(await passed.text(), `${route.method} ${route.path}`).not.toContain("csrf_failed");
    }
  });

  it("refuses every page action's form post without the token (or, if same-origin only, from another site)", async () => {
    const actionRoutes = Object.values(build.routes).filter((route) => route !== undefined && route.module.action !== undefined);
    const paths = actionRoutes.map((route) => `/${route?.path ?? ""}`);
    // A resource route (no page, e.g. the checkout refresh) answers its script with the code alone.
    const resourcePaths = new Set(actionRoutes.filter((route) => route?.module.default === undefined).map((route) => `/${route?.path ?? ""}`));
    expect(paths).toEqual(expect.arrayContaining(["/cart", "/product/:slug", "/my-account", "/my-account/lost-password", "/my-account/edit-page/:slug", "/my-account/payment-methods", "/my-account/add-payment-method", "/checkout", "/checkout/review"]));
    const expired = accountCodeText("csrf_failed");
    for (const pattern of paths) {
      const path = concretePath(pattern);
      const refusedWith: Attempt = csrfRuleFor(path) === "token" ? "no-token" : "cross-site";
      const refused = await send(path, refusedWith, "application/x-www-form-urlencoded", "form_type=login");
      expect(refused.status, `POST ${pattern}`).toBe(403);
      const refusal = resourcePaths.has(pattern) ? "csrf_failed" : expired;
      expect(await refused.text(), `POST ${pattern}`).toContain(refusal);
      const passed = await send(path, "with-token", "application/x-www-form-urlencoded", `form_type=login&csrf_token=${TOKEN}`);
      expect(await passed.text(), `POST ${pattern}`).not.toContain(refusal);
    }
  });

  it("accepts a page form posted from the https origin when the server itself sees plain http (a TLS proxy)", async () => {
    const body = `form_type=login&csrf_token=${TOKEN}&email=nobody%40example.com&password=x`;
    const headers = { "content-type": "application/x-www-form-urlencoded", origin: "https://shop.test", "sec-fetch-site": "same-origin", cookie: `csrf_token=${TOKEN}` };
    const response = await proxied.app.request("http://shop.test/my-account", { method: "POST", headers, body });
    // Past React Router's origin check and the CSRF guard: the login form answers a wrong login.
    expect(response.status).toBe(422);
  });
});
