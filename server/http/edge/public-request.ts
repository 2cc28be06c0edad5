// The request as the shop's public origin sees it. Behind a TLS-terminating proxy node:http sees
// http://shop.example while the browser is on https://shop.example, and React Router refuses an
// action whose Origin header names another origin than the request URL: every no-JS form post
// would fail. The host was already checked (host-guard.ts), so only the scheme changes, and only
// for SHOP_URL's own host (decision 007).

export function asPublicRequest(request: Request, shopUrl: string): Request {
  const url = new URL(request.url);
  const shop = new URL(shopUrl);
  if (url.host !== shop.host || url.protocol === shop.protocol) return request;
  url.protocol = shop.protocol;
  // Node's fetch needs `duplex` to send a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: "half" } = { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: "half" };
  return new Request(url, init);
}
