import { createReadStream, statSync, type Stats } from "node:fs";
import { join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { PRECOMPRESSED_CODINGS, isCompressibleType, negotiateEncoding, varyOnAcceptEncoding } from "./content-encoding.ts";

/** File name suffix of each precompressed variant, as `scripts/precompress-build.ts` writes them. */
export const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

export interface ServePrecompressedOptions {
  root: string;
  /** Headers for every file served (e.g. Cache-Control for hashed build files). */
  headers?: Record<string, string>;
}

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null; // missing: the identity file (or a 404) is served by the next handler
  }
}

/**
 * Serves the `.br` or `.gz` file written next to a build file at build time, when the client
 * accepts that encoding, so no request spends CPU on compressing an immutable file. Anything
 * else (identity, no variant, not a file) goes on to the plain static handler.
 */
export function servePrecompressed({ root, headers = {} }: ServePrecompressedOptions): MiddlewareHandler {
  const base = normalize(root + sep);
  return async function precompressed(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const type = getMimeType(c.req.path);
    if (!isCompressibleType(type) || c.req.path.includes("..") || c.req.path.includes("%")) return next();
    const encoding = negotiateEncoding(c.req.header("accept-encoding"), PRECOMPRESSED_CODINGS);
    if (encoding === "identity") return next();
    const path = normalize(join(base, c.req.path + PRECOMPRESSED_SUFFIX[encoding]));
    if (!path.startsWith(base)) return next();
    const stats = fileStats(path);
    if (!stats) return next();
    const responseHeaders = {
      ...headers,
      "content-type": type ?? "application/octet-stream",
      "content-encoding": encoding,
      "content-length": String(stats.size),
      vary: varyOnAcceptEncoding(null),
      "last-modified": stats.mtime.toUTCString(),
    };
    if (c.req.method === "HEAD") return c.body(null, 200, responseHeaders);
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, 200, responseHeaders);
  };
}
