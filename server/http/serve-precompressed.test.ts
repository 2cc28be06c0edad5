import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses.ts";
import { servePrecompressed } from "./serve-precompressed.ts";

// Each variant holds different bytes, so the body shows which file was served (no decoding).
const root = mkdtempSync(join(tmpdir(), "precompressed-"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "assets", "entry.js"), "identity file");
writeFileSync(join(root, "assets", "entry.js.br"), "brotli file");
writeFileSync(join(root, "assets", "entry.js.gz"), "gzip file");
writeFileSync(join(root, "assets", "photo.jpg"), "jpeg file");
writeFileSync(join(root, "assets", "photo.jpg.br"), "should never be served");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono();
app.use(compressResponses());
app.use("/assets/*", servePrecompressed({ root, headers: { "cache-control": "immutable" } }), serveStatic({ root }));
const get = (path: string, acceptEncoding?: string) => app.request(path, acceptEncoding === undefined ? {} : { headers: { "accept-encoding": acceptEncoding } });

describe("servePrecompressed", () => {
  it("serves the .br file with the original's type to a client that accepts brotli", async () => {
    const response = await get("/assets/entry.js", "gzip, deflate, br");
    expect(await response.text()).toBe("brotli file");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("content-length")).toBe(String("brotli file".length));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("immutable");
  });

  it("serves the .gz file when brotli is refused by q=0", async () => {
    const response = await get("/assets/entry.js", "br;q=0, gzip");
    expect(await response.text()).toBe("gzip file");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("leaves identity to the plain static handler, still with Vary", async () => {
    const response = await get("/assets/entry.js", "identity");
    expect(await response.text()).toBe("identity file");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("never serves a variant of a type that is not compressible", async () => {
    const response = await get("/assets/photo.jpg", "br");
    expect(await response.text()).toBe("jpeg file");
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});
