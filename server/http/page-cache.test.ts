import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compressBody } from "./content-encoding.ts";
import { documentResponse } from "./document-response.ts";
import { PAGE_CACHE_VERSION_CHECK_MS, createPageCache } from "./page-cache.ts";

// Counts compressions, to prove a cache hit spends none.
vi.mock("./content-encoding.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./content-encoding.ts")>();
  return { ...original, compressBody: vi.fn(original.compressBody) };
});

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function shop(version: { value: string }, clock: { now: number }) {
  const app = new Hono();
  let renders = 0;
  const cache = createPageCache({ bypassCookies: ["editor", "one_off_answer"], getVersion: async () => version.value, onVersionError: () => {}, now: () => clock.now });
  app.use(cache.middleware);
  app.get("/shop", (c) => c.html(`<p>render ${++renders}</p>`));
  app.get("/product/classic-hoodie", (c) => c.html(`<p>Classic hoodie, render ${++renders}</p>`.repeat(100)));
  app.get("/rendered", () => {
    const headers = { "content-type": "text/html; charset=utf-8", "x-rendered-by": "test", "cache-control": "public, max-age=60" };
    return documentResponse(Buffer.from(`<p>Rendered “page”, render ${++renders}</p>`), { status: 200, headers });
  });
  app.get("/missing", (c) => c.html("gone", 404));
  app.get("/page-with-edit-link", (c) => c.html(`<p>edit, render ${++renders}</p>`, 200, { "Cache-Control": "private, no-store" }));
  app.get("/api/v1/cart", (c) => c.json({ renders: ++renders }));
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!cache.serveHit(req, res)) void listener(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, cookie?: string) => fetch(base + path, cookie ? { headers: { cookie } } : {});
  /** fetch() would ask for gzip and decode it; this shows the bytes as sent. */
  const getRaw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      httpRequest(base + path, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  return { get, getRaw, renders: () => renders };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("page cache", () => {
  it("serves a catalogue page again until the catalogue version changes", async () => {
    const version = { value: "v1" };
    const clock = { now: 0 };
    const { get, renders } = await shop(version, clock);
    expect((await get("/shop")).headers.get("x-cache")).toBe("miss");
    const hit = await get("/shop");
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await hit.text()).toBe("<p>render 1</p>");
    expect(renders()).toBe(1);

    version.value = "v2";
    expect((await get("/shop")).headers.get("x-cache")).toBe("hit");
    clock.now += PAGE_CACHE_VERSION_CHECK_MS;
    await get("/shop"); // notices the interval has passed and re-reads the version
    await settle();
    const fresh = await get("/shop");
    expect(fresh.headers.get("x-cache")).toBe("miss");
    expect(await fresh.text()).toBe("<p>render 2</p>");
  });

  it("answers a rendered page's miss and hits with the bytes it carries and the headers it was rendered with", async () => {
    const { getRaw, renders } = await shop({ value: "v1" }, { now: 0 });
    const page = Buffer.from("<p>Rendered “page”, render 1</p>");
    for (const cacheStatus of ["miss", "hit"]) {
      const answer = await getRaw("/rendered", "identity");
      expect(answer.headers).toMatchObject({ "x-cache": cacheStatus, "x-rendered-by": "test", "cache-control": "public, max-age=60", "content-type": "text/html; charset=utf-8", "content-length": String(page.byteLength) });
      expect(answer.body.equals(page)).toBe(true);
    }
    const zstd = await getRaw("/rendered", "zstd");
    expect(zstd.headers).toMatchObject({ "x-cache": "hit", "x-rendered-by": "test", "content-encoding": "zstd" });
    expect(zstdDecompressSync(zstd.body).equals(page)).toBe(true);
    expect(renders()).toBe(1);
  });

  it("never caches editors, visitors with any bypass cookie, errors or the API", async () => {
    const { get, renders } = await shop({ value: "v1" }, { now: 0 });
    await get("/shop", "editor=1");
    expect((await get("/shop", "theme=dark; editor=1")).headers.get("x-cache")).toBeNull();
    expect((await get("/shop", "theme=dark; one_off_answer=1!added")).headers.get("x-cache")).toBeNull();
    await get("/missing");
    expect((await get("/missing")).headers.get("x-cache")).toBeNull();
    await get("/api/v1/cart");
    expect(await (await get("/api/v1/cart")).json()).toEqual({ renders: 5 });
    expect(renders()).toBe(5);
  });

  it("serves signed-in customers the same cached page as everyone else", async () => {
    const { get, renders } = await shop({ value: "v1" }, { now: 0 });
    await get("/shop");
    const signedIn = await get("/shop", "session=abc; signed_in=1");
    expect(signedIn.headers.get("x-cache")).toBe("hit");
    expect(renders()).toBe(1);
  });

  it("answers a link with campaign or click ids (utm_*, gclid, fbclid) with the page cached without them, and never stores a page rendered with them", async () => {
    const { get, renders } = await shop({ value: "v1" }, { now: 0 });
    expect((await get("/shop?utm_source=newsletter&utm_medium=email")).headers.get("x-cache")).toBe("miss");
    expect((await get("/shop?utm_source=newsletter&utm_medium=email")).headers.get("x-cache")).toBe("miss");
    expect(renders()).toBe(2);
    await get("/shop");
    for (const path of ["/shop?utm_campaign=black-friday", "/shop?gclid=abc123", "/shop?fbclid=IwAR0x&utm_content=story"]) {
      const tracked = await get(path);
      expect(tracked.headers.get("x-cache")).toBe("hit");
      expect(await tracked.text()).toBe("<p>render 3</p>");
    }
    // Any other parameter is part of the page.
    expect((await get("/shop?orderby=price&utm_source=ad")).headers.get("x-cache")).toBe("miss");
    expect(renders()).toBe(4);
  });

  it("never stores a page rendered for one visitor (private, no-store)", async () => {
    const { get, renders } = await shop({ value: "v1" }, { now: 0 });
    await get("/page-with-edit-link");
    const again = await get("/page-with-edit-link");
    expect(again.headers.get("x-cache")).toBeNull();
    expect(await again.text()).toBe("<p>edit, render 2</p>");
    expect(renders()).toBe(2);
  });

  it("compresses a miss once, in the encoding asked for; each other encoding (gzip, zstd) once, on its first hit; later hits not at all", async () => {
    const { getRaw, renders } = await shop({ value: "v1" }, { now: 0 });
    const page = "<p>Classic hoodie, render 1</p>".repeat(100);
    const compressions = () => vi.mocked(compressBody).mock.calls.length;
    const before = compressions();
    const miss = await getRaw("/product/classic-hoodie", "gzip, deflate, br");
    expect(miss.headers["x-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(miss.body).toString()).toBe(page);
    expect(compressions()).toBe(before + 1);

    const brotli = await getRaw("/product/classic-hoodie", "gzip, deflate, br");
    expect(brotli.headers).toMatchObject({ "x-cache": "hit", "content-encoding": "br", vary: "Accept-Encoding", "content-length": String(brotli.body.byteLength) });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(compressions()).toBe(before + 1);

    const [gzip, gzipAtOnce] = await Promise.all([getRaw("/product/classic-hoodie", "gzip"), getRaw("/product/classic-hoodie", "gzip")]);
    for (const answer of [gzip, gzipAtOnce]) {
      expect(answer.headers).toMatchObject({ "x-cache": "hit", "content-encoding": "gzip", vary: "Accept-Encoding", "content-length": String(answer.body.byteLength) });
      expect(gunzipSync(answer.body).toString()).toBe(page);
    }
    expect(compressions()).toBe(before + 2);
    await getRaw("/product/classic-hoodie", "gzip");
    const identity = await getRaw("/product/classic-hoodie", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers).toMatchObject({ "x-cache": "hit", vary: "Accept-Encoding", "content-length": String(page.length) });
    expect(identity.body.toString()).toBe(page);

    expect(compressions()).toBe(before + 2);

    const zstd = await getRaw("/product/classic-hoodie", "gzip, deflate, br, zstd");
    expect(zstd.headers).toMatchObject({ "x-cache": "hit", "content-encoding": "zstd", "content-length": String(zstd.body.byteLength) });
    expect(zstdDecompressSync(zstd.body).toString()).toBe(page);
    expect(compressions()).toBe(before + 3);
    expect(renders()).toBe(1);
  });
});
