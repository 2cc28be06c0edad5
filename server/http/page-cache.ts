import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";

// Catalogue pages are the same HTML for every visitor without a session (per-visitor parts are
// filled in the browser), so they are kept in memory and served again until the catalogue
// changes. Each process checks the catalogue's version at most once per VERSION_CHECK_MS, so with
// several processes a change shows everywhere within that time.

export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_VERSION_CHECK_MS = 1000;
const PAGE_CACHE_MAX_BODY_BYTES = 512 * 1024;
const UNCACHED_PREFIXES = ["/api/", "/auth/", "/cart", "/checkout", "/my-account", "/healthz", "/assets/", "/islands/", "/media/"];
const CACHEABLE_TYPES = /^(text\/html|application\/xml|text\/plain)/;

interface Entry {
  version: string;
  body: ArrayBuffer;
  headers: [string, string][];
}

export interface PageCacheOptions {
  /** Visitors with this cookie (a signed-in session) always get a fresh page. */
  bypassCookie: string;
  getVersion: () => Promise<string>;
  now?: () => number;
}

function versionReader(getVersion: () => Promise<string>, now: () => number): () => Promise<string> {
  let value: Promise<string> | null = null;
  let checkedAt = 0;
  return () => {
    if (value === null || now() - checkedAt >= PAGE_CACHE_VERSION_CHECK_MS) {
      checkedAt = now();
      const next = getVersion();
      // A failed check must not stick: the next request asks again.
      next.catch(() => {
        if (value === next) value = null;
      });
      value = next;
    }
    return value;
  };
}

export function pageCache({ bypassCookie, getVersion, now = Date.now }: PageCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const currentVersion = versionReader(getVersion, now);
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== "GET" || UNCACHED_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    if (getCookie(c, bypassCookie) !== undefined) {
      await next();
      c.header("x-cache", "bypass");
      return;
    }
    const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
    const version = await currentVersion();
    const cached = entries.get(key);
    if (cached && cached.version === version) {
      // Re-insert so the map's order is least recently used first.
      entries.delete(key);
      entries.set(key, cached);
      const headers = new Headers(cached.headers);
      headers.set("x-cache", "hit");
      return new Response(cached.body, { status: 200, headers });
    }
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !CACHEABLE_TYPES.test(type) || response.headers.has("set-cookie")) return;
    const body = await response.arrayBuffer();
    const headers = [...response.headers.entries()];
    c.res = new Response(body, { status: 200, headers: [...headers, ["x-cache", "miss"]] });
    if (body.byteLength > PAGE_CACHE_MAX_BODY_BYTES) return;
    entries.delete(key);
    entries.set(key, { version, body, headers });
    while (entries.size > PAGE_CACHE_MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };
}
