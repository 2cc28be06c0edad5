import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { hostGuard } from "./edge/host-guard.ts";
import { createPageCache } from "./page-cache.ts";
import { createShopListener } from "./shop-listener.ts";

// The node:http entry with the real page cache. The page below writes its own request's host into
// the HTML, as a renderer trusting the Host header would: the host check must keep such a page
// from ever being rendered, stored or served for a forged host.

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startShop() {
  const app = new Hono();
  const pageCache = createPageCache({ bypassCookies: ["session"], getVersion: async () => "v1", onVersionError: (error) => { throw error; } });
  let renders = 0;
  app.use(hostGuard(["shop.test:8080"]));
  app.use(pageCache.middleware);
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/shop", (c) => {
    renders += 1;
    return c.html(`<link rel="canonical" href="http://${c.req.header("host") ?? ""}/shop">`);
  });
  const server = createServer(createShopListener({ app, pageCache }, ["shop.test:8080"]));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  /** A GET with the Host header set by hand (fetch would not send a forged one). */
  const get = (path: string, host: string) =>
    new Promise<{ status: number; body: string; cache: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers["x-cache"] as string | undefined }));
      });
      req.on("error", reject);
      req.end();
    });
  return { get, renders: () => renders };
}

describe("shop listener", () => {
  it("refuses a forged Host with 421 before rendering, on a cold cache", async () => {
    const shop = await startShop();
    const forged = await shop.get("/shop", "evil.example");
    expect(forged.status).toBe(421);
    expect(forged.body).not.toContain("evil.example");
    expect(shop.renders()).toBe(0);
    const real = await shop.get("/shop", "shop.test:8080");
    expect([real.status, real.cache]).toEqual([200, "miss"]);
    expect(real.body).toContain("http://shop.test:8080/shop");
  });

  it("never answers a forged Host from the cache, and never stores a page for one", async () => {
    const shop = await startShop();
    expect((await shop.get("/shop", "shop.test:8080")).cache).toBe("miss");
    const forged = await shop.get("/shop", "evil.example");
    expect([forged.status, forged.cache]).toEqual([421, undefined]);
    const again = await shop.get("/shop", "shop.test:8080");
    expect([again.status, again.cache]).toEqual([200, "hit"]);
    expect(again.body).not.toContain("evil.example");
    expect(shop.renders()).toBe(1);
  });

  it("answers the health check whatever the Host", async () => {
    const shop = await startShop();
    expect((await shop.get("/healthz", "10.0.0.7:3000")).status).toBe(200);
  });
});
