import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DYNAMIC_BROTLI_QUALITY, PRECOMPRESSED_CODINGS, windowBitsFor, compressBody, compressStream, isCompressibleType, negotiateEncoding, varyOnAcceptEncoding } from "./content-encoding.ts";

describe("negotiateEncoding", () => {
  it("answers identity without an Accept-Encoding header", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
  });

  it("prefers zstd, then brotli, then gzip for a live answer when the client accepts them equally, whatever their order", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("zstd");
    expect(negotiateEncoding("GZIP, BR")).toBe("br");
    expect(negotiateEncoding("zstd;q=0.5, br")).toBe("br");
  });

  it("picks among the precompressed build files' codings only when told to, brotli first", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd", PRECOMPRESSED_CODINGS)).toBe("br");
    expect(negotiateEncoding("zstd", PRECOMPRESSED_CODINGS)).toBe("identity");
  });

  it("honours q-values: a higher quality wins, q=0 refuses", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.5, identity")).toBe("identity");
    expect(negotiateEncoding("br; q=0.8")).toBe("br");
  });

  it("gives unnamed codings the wildcard's quality", () => {
    expect(negotiateEncoding("*")).toBe("zstd");
    expect(negotiateEncoding("br;q=0, zstd;q=0, *;q=0.5")).toBe("gzip");
  });

  it("falls back to identity when the client names only codings the server lacks", () => {
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("compress, deflate;q=0.5")).toBe("identity");
  });

  it("still answers identity when the client refuses every coding, identity included", () => {
    expect(negotiateEncoding("identity;q=0")).toBe("identity");
    expect(negotiateEncoding("*;q=0")).toBe("identity");
  });
});

describe("isCompressibleType", () => {
  it("accepts HTML, JSON, CSS, JS, SVG, XML and text, and refuses images and fonts", () => {
    for (const type of ["text/html; charset=utf-8", "application/json", "text/css", "text/javascript; charset=utf-8", "image/svg+xml", "application/xml", "text/plain", "application/ld+json"]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ["image/jpeg", "image/webp", "font/woff2", "application/octet-stream", null, undefined]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});

describe("varyOnAcceptEncoding", () => {
  it("adds Accept-Encoding once and keeps other values", () => {
    expect(varyOnAcceptEncoding(null)).toBe("Accept-Encoding");
    expect(varyOnAcceptEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyOnAcceptEncoding("cookie, accept-encoding")).toBe("cookie, accept-encoding");
    expect(varyOnAcceptEncoding("*")).toBe("*");
  });
});

describe("compressing bodies", () => {
  const page = Buffer.from("<p>Classic hoodie</p>".repeat(500));

  it("compresses a whole body that decompresses to the original", async () => {
    expect(brotliDecompressSync(await compressBody(page, "br")).equals(page)).toBe(true);
    expect(gunzipSync(await compressBody(page, "gzip")).equals(page)).toBe(true);
    expect(zstdDecompressSync(await compressBody(page, "zstd")).equals(page)).toBe(true);
  });

  it("gives the compressor the smallest window that holds the body, within brotli's minimum and its 4 MB default", () => {
    expect(windowBitsFor(100_000)).toBe(17);
    expect(windowBitsFor(131_072)).toBe(17);
    expect(windowBitsFor(131_073)).toBe(18);
    expect(windowBitsFor(0)).toBe(10);
    expect(windowBitsFor(50 * 1024 * 1024)).toBe(22);
  });

  it("compresses a 400 KB body with its fitted window no bigger than with brotli's default window", async () => {
    const big = Buffer.from(Array.from({ length: 20_000 }, (_, index) => `<li>Product ${index % 997}</li>`).join(""));
    const defaultWindow = brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } });
    const fitted = await compressBody(big, "br");
    expect(brotliDecompressSync(fitted).equals(big)).toBe(true);
    expect(fitted.byteLength).toBeLessThanOrEqual(defaultWindow.byteLength);
  });

  it("compresses a stream that decompresses to the original, in brotli and in zstd", async () => {
    const compressed = Buffer.from(await new Response(compressStream(new Blob([page]).stream(), "br")).arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(page.byteLength / 10);
    expect(brotliDecompressSync(compressed).equals(page)).toBe(true);
    const zstd = Buffer.from(await new Response(compressStream(new Blob([page]).stream(), "zstd")).arrayBuffer());
    expect(zstd.byteLength).toBeLessThan(page.byteLength / 10);
    expect(zstdDecompressSync(zstd).equals(page)).toBe(true);
  });
});
