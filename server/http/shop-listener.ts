import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ShopApp } from "./create-app.ts";
import { hostCheck, writeMisdirected } from "./edge/host-guard.ts";

// The node:http entry: the host check comes first, so a request for a foreign host is neither
// answered from the page cache nor rendered; then cached catalogue pages; then the Hono app.

export type ShopListener = (request: IncomingMessage, response: ServerResponse) => void;

export function createShopListener({ app, pageCache }: ShopApp, acceptedHosts: readonly string[]): ShopListener {
  const accepts = hostCheck(acceptedHosts);
  const handle = getRequestListener(app.fetch);
  return (request, response) => {
    if (!accepts(request.headers.host, request.url ?? "/")) {
      writeMisdirected(response);
      return;
    }
    if (!pageCache.serveHit(request, response)) void handle(request, response);
  };
}
