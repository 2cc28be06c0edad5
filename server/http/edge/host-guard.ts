import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";

// The shop answers only for the hosts it is configured for (SHOP_URL's, plus loopback aliases in
// development: config.shop.acceptedHosts). Nothing is rendered for any other Host header, so a
// forged one can reach neither a page, nor a mail, nor the page cache (docs/decisions/007).
// 421 Misdirected Request says "this server is not the one for that host" (RFC 9110 §15.5.20).

export const MISDIRECTED_REQUEST_STATUS = 421;
const MISDIRECTED_BODY = "Misdirected Request\n";
/** Load balancers probe by address, not by name; the health check shows no page and no origin. */
const HOST_CHECK_EXEMPT_PATHS: ReadonlySet<string> = new Set(["/healthz"]);

export type HostCheck = (host: string | undefined, path: string) => boolean;

/** A checker for one set of accepted hosts; `path` is the request path (query allowed). */
export function hostCheck(acceptedHosts: readonly string[]): HostCheck {
  const accepted = new Set(acceptedHosts.map((host) => host.toLowerCase()));
  return (host, path) => {
    if (HOST_CHECK_EXEMPT_PATHS.has(path.split("?", 1)[0] ?? path)) return true;
    if (host === undefined || host === "") return false;
    const lower = host.toLowerCase();
    if (accepted.has(lower)) return true;
    // Spelled differently but the same host (e.g. an explicit default port): compare as URL hosts.
    try {
      const url = new URL(`http://${lower}`);
      const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
      return bare && accepted.has(url.host);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return false;
    }
  };
}

/** For node:http, in front of the page cache. */
export function writeMisdirected(response: ServerResponse): void {
  response.writeHead(MISDIRECTED_REQUEST_STATUS, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  response.end(MISDIRECTED_BODY);
}

/** The same refusal inside Hono, for every request that reaches the app another way (app.fetch). */
export function hostGuard(acceptedHosts: readonly string[]): MiddlewareHandler {
  const accepts = hostCheck(acceptedHosts);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!accepts(c.req.header("host") ?? url.host, url.pathname)) {
      return c.text(MISDIRECTED_BODY, MISDIRECTED_REQUEST_STATUS, { "cache-control": "no-store" });
    }
    await next();
  };
}
