import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses.ts";
import { MIN_COMPRESSIBLE_BYTES } from "./content-encoding.ts";

const products = Array.from({ length: 200 }, (_, id) => ({ id, name: `Classic hoodie ${id}` }));
const largeJson = JSON.stringify(products);

function app() {
  const hono = new Hono();
  hono.use(compressResponses());
  hono.get("/api/products", (c) => c.json(products));
  hono.get("/tiny", (c) => c.body('{"ok":true}', 200, { "content-type": "application/json", "content-length": "11" }));
  hono.get("/photo.jpg", (c) => c.body("x".repeat(MIN_COMPRESSIBLE_BYTES * 4), 200, { "content-type": "image/jpeg" }));
  hono.get("/no-transform", (c) => c.body(largeJson, 200, { "content-type": "application/json", "cache-control": "no-transform" }));
  return hono;
}

const get = (path: string, acceptEncoding?: string) => app().request(path, acceptEncoding === undefined ? {} : { headers: { "accept-encoding": acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("compressResponses", () => {
  it("answers zstd to a browser that accepts zstd, br and gzip, with Vary and without the identity length", async () => {
    const response = await get("/api/products", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("zstd");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-length")).toBeNull();
    expect(zstdDecompressSync(await bytes(response)).toString()).toBe(largeJson);
  });

  it("answers brotli to a browser without zstd that accepts br and gzip", async () => {
    const response = await get("/api/products", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(largeJson);
  });

  it("answers gzip when the client rates gzip above brotli", async () => {
    const response = await get("/api/products", "br;q=0.2, gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(response)).toString()).toBe(largeJson);
  });

  it("falls back to identity, still with Vary, when the client accepts no coding we have", async () => {
    for (const acceptEncoding of [undefined, "deflate", "br;q=0, gzip;q=0, zstd;q=0"]) {
      const response = await get("/api/products", acceptEncoding);
      expect(response.headers.get("content-encoding"), String(acceptEncoding)).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toBe(largeJson);
    }
  });

  it("leaves bodies that declare a length under the threshold, non-text types and no-transform responses uncompressed", async () => {
    const tiny = await get("/tiny", "br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(tiny.headers.get("vary")).toBe("Accept-Encoding");
    const photo = await get("/photo.jpg", "br");
    expect(photo.headers.get("content-encoding")).toBeNull();
    expect(photo.headers.get("vary")).toBeNull();
    expect((await get("/no-transform", "br")).headers.get("content-encoding")).toBeNull();
  });
});
