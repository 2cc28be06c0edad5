import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { documentBytesOf } from "./document-response.ts";
import { type Coding, type ContentEncoding, compressBody, negotiateEncoding, varyOnAcceptEncoding } from "./content-encoding.ts";

// Catalogue pages are the same HTML for every visitor but editors, who see edit links (per-visitor
// parts are filled in the browser), so they are kept in memory and served again until the catalogue
// changes. Hits are answered straight from node:http, before Hono or React Router see the request.
// Each process re-reads the catalogue's version at most once per PAGE_CACHE_VERSION_CHECK_MS (in
// the background, serving the last known version meanwhile), so with several processes a change
// shows everywhere within about that time. A page is stored as rendered and in each encoding a
// visitor has asked it in, compressed once, the first time it is asked for: a hit in a known
// encoding spends no CPU on compression, and a miss compresses once (the page it answers), not
// once per encoding: most pages of a big catalogue are asked for once, by one kind of client.

/** Memory bound: least recently used pages go first (many distinct URLs just mean more misses). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_CACHE_VERSION_CHECK_MS = 1000;
const PAGE_CACHE_MAX_BODY_BYTES = 512 * 1024;
const UNCACHED_PREFIXES = ["/api/", "/auth/", "/cart", "/checkout", "/my-account", "/healthz", "/assets/", "/islands/", "/media/"];
const CACHEABLE_TYPES = /^(text\/html|application\/xml|text\/plain)/;
/**
 * Campaign and click ids that ads, newsletters and social sites add to links: analytics reads them
 * in the browser, no page does. A visitor arriving with them gets the page cached without them.
 */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|ttclid|twclid|igshid|li_fat_id)$/i;

/** The URL without its tracking parameters, the rest of its query as it was. */
function withoutTrackingParameters(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const kept = url
    .slice(query + 1)
    .split("&")
    .filter((pair) => !TRACKING_PARAMETER.test(pair.split("=", 1)[0] ?? ""));
  return kept.length === 0 ? url.slice(0, query) : `${url.slice(0, query)}?${kept.join("&")}`;
}

interface Entry {
  version: string;
  /** The rendered page, and each compressed variant once a visitor has asked for it. */
  bodies: { identity: Buffer } & Partial<Record<Coding, Buffer>>;
  /** A variant being compressed, so visitors asking for it meanwhile share the work. */
  compressing: Partial<Record<Coding, Promise<Buffer>>>;
  headers: Record<string, string>;
}

/** All stored variants together, what an entry weighs against PAGE_CACHE_MAX_BYTES. */
function entryBytes(entry: Entry): number {
  return Object.values(entry.bodies).reduce((sum, body) => sum + body.byteLength, 0);
}

/** The entry's body in `encoding`, compressed now (once) if no visitor has asked for it yet. */
function variant(entry: Entry, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  if (encoding === "identity") return entry.bodies.identity;
  const stored = entry.bodies[encoding];
  if (stored !== undefined) return stored;
  return (entry.compressing[encoding] ??= compressBody(entry.bodies.identity, encoding).then((body) => {
    entry.bodies[encoding] = body;
    delete entry.compressing[encoding];
    return body;
  }));
}

/** The headers that answer with one stored variant. */
function variantHeaders(entry: Entry, body: Buffer, encoding: ContentEncoding, cacheStatus: "hit" | "miss"): Record<string, string> {
  const headers: Record<string, string> = {
    ...entry.headers,
    vary: varyOnAcceptEncoding(entry.headers.vary ?? null),
    "content-length": String(body.byteLength),
    "x-cache": cacheStatus,
  };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return headers;
}

/** A page rendered for one visitor (an editor whose browser lacks the editor cookie) is never shared. */
function isPrivate(response: Response): boolean {
  return /\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "");
}

export interface PageCacheOptions {
  /** Visitors with one of these cookies (an editor's session, a one-off answer to show) always get a fresh page. */
  bypassCookies: readonly string[];
  getVersion: () => Promise<string>;
  onVersionError: (error: unknown) => void;
  now?: () => number;
}

export interface PageCache {
  /** Stores cacheable responses (Hono middleware, in front of the page renderer). */
  middleware: MiddlewareHandler;
  /** Answers a request from the cache; false when the request must go on to the app. */
  serveHit(request: IncomingMessage, response: ServerResponse): boolean;
}

function cacheKey(method: string | undefined, url: string | undefined, cookieHeader: string | undefined, bypassCookies: readonly string[]): string | null {
  if (method !== "GET" || !url) return null;
  if (UNCACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  if (cookieHeader && cookieHeader.split(";").some((part) => bypassCookies.some((name) => part.trim().startsWith(`${name}=`)))) return null;
  return withoutTrackingParameters(url);
}

export function createPageCache({ bypassCookies, getVersion, onVersionError, now = Date.now }: PageCacheOptions): PageCache {
  // Least recently used pages go first once all variants together pass PAGE_CACHE_MAX_BYTES.
  const entries = new LRUCache<string, Entry>({ maxSize: PAGE_CACHE_MAX_BYTES, sizeCalculation: entryBytes });
  let version: string | null = null;
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    refreshing ??= getVersion()
      .then((value) => {
        version = value;
      })
      .catch(onVersionError)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const refreshIfStale = () => {
    if (now() - checkedAt < PAGE_CACHE_VERSION_CHECK_MS) return;
    checkedAt = now();
    void refresh();
  };

  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    return entry && entry.version === version ? entry : undefined;
  };

  return {
    serveHit(request, response) {
      const key = cacheKey(request.method, request.url, request.headers.cookie, bypassCookies);
      if (key === null) return false;
      refreshIfStale();
      const entry = lookup(key);
      if (!entry) return false;
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      const send = (body: Buffer) => {
        response.writeHead(200, variantHeaders(entry, body, encoding, "hit"));
        response.end(body);
      };
      const body = variant(entry, encoding);
      if (Buffer.isBuffer(body)) {
        send(body);
        return true;
      }
      body.then(
        (compressed) => {
          // Stored again so the LRU weighs the new variant too (unless the page changed meanwhile).
          if (entries.peek(key) === entry) entries.set(key, entry);
          send(compressed);
        },
        (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return true;
    },

    middleware: async (c, next) => {
      const url = new URL(c.req.url);
      const path = url.pathname + url.search;
      const key = cacheKey(c.req.method, path, c.req.header("cookie"), bypassCookies);
      if (key === null) return next();
      refreshIfStale();
      if (version === null) await refresh();
      const renderedFor = version;
      await next();
      const response = c.res;
      const type = response.headers.get("content-type") ?? "";
      if (renderedFor === null || response.status !== 200 || !CACHEABLE_TYPES.test(type) || response.headers.has("set-cookie") || isPrivate(response)) return;
      const identity = documentBytesOf(response) ?? Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries(response.headers.entries());
      delete headers["content-length"];
      const entry: Entry = { version: renderedFor, bodies: { identity }, compressing: {}, headers };
      const encoding = negotiateEncoding(c.req.header("accept-encoding"));
      const body = await variant(entry, encoding);
      // The rendered response's headers, with the variant's own lengths. It is cleared first: Hono
      // would copy it into a new Response (a copy of the page) to carry its headers over.
      c.res = undefined;
      // (zlib's and the renderer's buffers are never shared memory, whatever their type says)
      c.res = new Response(body as Buffer<ArrayBuffer>, { status: 200, headers: variantHeaders(entry, body, encoding, "miss") });
      // A page rendered with tracking parameters may carry them in its links: only a clean one is shared.
      if (identity.byteLength <= PAGE_CACHE_MAX_BODY_BYTES && key === path) entries.set(key, entry);
    },
  };
}
