import { request as httpRequest } from "node:http";
import { expect, test } from "./helpers/test.ts";
import { mailsTo, readResetLink, registerThroughApi, uniqueEmail } from "./helpers/account.ts";

// The real server (playwright.config.ts sets SHOP_URL to the specs' base URL) against requests
// whose Host header names another site: none gets a page, none reaches the page cache, and the
// shop's own pages, sitemap and reset mails keep naming the shop (docs/decisions/007).

const FORGED_HOST = "evil.example";

interface RawResponse {
  status: number;
  body: string;
}

/** A request with the Host header set by hand; browsers and fetch would not send a forged one. */
function sendWithHost(baseURL: string, path: string, host: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const target = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: init.method ?? "GET", headers: { ...init.headers, host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

test("a forged Host gets 421 and no page, and the cached shop page and the sitemap keep the shop's origin", async ({ request, baseURL }) => {
  const origin = baseURL ?? "";
  // Warm the cache, then try the forged Host, then read the page back from the cache. Another
  // worker's order or review may change the catalogue and empty the cache in between: the whole
  // sequence then runs again until the read is a hit, so a poisoned cache could not hide.
  // Every forged answer of every round is checked afterwards, so a retry cannot hide a bad one.
  const forgedAnswers: { path: string; status: number; leaks: boolean }[] = [];
  await expect(async () => {
    await request.get("/shop");
    for (const path of ["/shop", "/sitemap.xml", "/robots.txt", "/", "/product-category/clothing"]) {
      const forged = await sendWithHost(origin, path, FORGED_HOST);
      forgedAnswers.push({ path, status: forged.status, leaks: forged.body.includes(FORGED_HOST) });
    }
    const shop = await request.get("/shop");
    const html = await shop.text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/shop"`);
    expect(html).not.toContain(FORGED_HOST);
    expect(shop.headers()["x-cache"]).toBe("hit");
  }).toPass({ timeout: 30_000 });
  expect(forgedAnswers.filter((a) => a.status !== 421 || a.leaks)).toEqual([]);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${origin}/shop</loc>`);
  expect(sitemap).not.toContain(FORGED_HOST);
});

test("a reset mail asked for through a forged Host is never sent, and forwarding headers never reach the link", async ({ request, baseURL }) => {
  const email = uniqueEmail("forged-host");
  await registerThroughApi(request, email);
  const body = new URLSearchParams({ email }).toString();
  const forged = await sendWithHost(baseURL ?? "", "/my-account/lost-password", FORGED_HOST, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(forged.status).toBe(421);

  const me = await request.get("/api/v1/account/me");
  const { csrf_token: token } = (await me.json()) as { csrf_token: string };
  const asked = await request.post("/api/v1/account/lost-password", { headers: { "x-csrf-token": token, "x-forwarded-host": FORGED_HOST }, form: { email } });
  expect(asked.status()).toBe(200);
  const link = await readResetLink(email);
  expect(link.startsWith(`${baseURL ?? ""}/my-account/lost-password?key=`)).toBe(true);
  expect(mailsTo(email)).toBe(1);
});
