import { execFileSync } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import { startDemoShop } from "../../scripts/demo-shop.ts";

// A shop of its own for the media blocks' spec (decision 047): its live chat points at a local
// stand-in for the provider's script, which the shared e2e server must not load on every spec's
// pages, and its pages can be rewritten freely. The stand-in script adds a marker element, so a
// test sees the widget arrive; the server counts the requests for it.

export const CHAT_WIDGET_ID = "e2e-widget";
export const CHAT_MARKER_ID = "live-chat-stand-in";

export interface MediaShop {
  baseURL: string;
  databaseUrl: string;
  /** How many times the browser asked for the chat's script. */
  chatRequests(): number;
  stop(): Promise<void>;
}

async function startChatStandIn(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = createHttpServer((request, response) => {
    if (request.url !== `/widget/${CHAT_WIDGET_ID}.js`) {
      response.writeHead(404).end();
      return;
    }
    requests += 1;
    response.writeHead(200, { "content-type": "text/javascript" });
    response.end(`document.body.insertAdjacentHTML("beforeend", '<aside id="${CHAT_MARKER_ID}" aria-label="Live chat">Chat with us</aside>');`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no chat stand-in port");
  return {
    url: `http://127.0.0.1:${address.port}/widget/{key}.js`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startMediaShop(): Promise<MediaShop> {
  const chat = await startChatStandIn();
  try {
    const shop = await startDemoShop({ LIVE_CHAT_SCRIPT_URL: chat.url, LIVE_CHAT_WIDGET_ID: CHAT_WIDGET_ID });
    const stop = async () => {
      await shop.stop();
      await chat.close();
    };
    return { baseURL: shop.baseURL, databaseUrl: shop.databaseUrl, chatRequests: chat.requests, stop };
  } catch (error) {
    await chat.close();
    throw error;
  }
}

/** Creates an account with `role` in the media shop's database, through the shop's own command. */
export function createMediaShopUser(shop: MediaShop, email: string, password: string, role: "editor" | "customer"): void {
  execFileSync(process.execPath, ["cli/shop.ts", "create-user", "--email", email, "--password", password, "--role", role, "--first-name", "Media", "--last-name", "Editor"], {
    env: { ...process.env, DATABASE_URL: shop.databaseUrl, LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
}
