import type { MiddlewareHandler } from "hono";
import { MIN_COMPRESSIBLE_BYTES, compressStream, isCompressibleType, negotiateEncoding, varyOnAcceptEncoding } from "./content-encoding.ts";

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses every compressible response that is not compressed yet (rendered pages, the JSON
 * API, the sitemap, small static files), as it streams. The page cache and the precompressed
 * build files set Content-Encoding themselves and pass through untouched. Every compressible
 * response says `Vary: Accept-Encoding`, identity ones too, so a shared cache never hands a
 * brotli body to a client that cannot read it.
 */
export function compressResponses(): MiddlewareHandler {
  return async function compressResponse(c, next) {
    await next();
    const headers = c.res.headers;
    if (!isCompressibleType(headers.get("content-type"))) return;
    headers.set("vary", varyOnAcceptEncoding(headers.get("vary")));
    if (headers.has("content-encoding") || c.req.method === "HEAD" || !c.res.body) return;
    if (c.res.status === 204 || c.res.status === 206 || c.res.status === 304) return;
    if (NO_TRANSFORM.test(headers.get("cache-control") ?? "")) return;
    const declaredLength = headers.get("content-length");
    if (declaredLength !== null && Number(declaredLength) < MIN_COMPRESSIBLE_BYTES) return;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (encoding === "identity") return;
    const { status, statusText } = c.res;
    const compressed = new Response(compressStream(c.res.body, encoding), { status, statusText, headers });
    c.res = compressed;
    // Hono copies the old response's headers onto the new one, Content-Length included: drop it.
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
    const etag = c.res.headers.get("etag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
  };
}
