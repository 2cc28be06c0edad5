import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log.ts";

function loggedShop() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = new Hono();
  app.use(requestLog(logger));
  // As React Router answers a page: a Response of its own, not one made through Hono's context.
  app.get("/shop", () => new Response("<p>Shop</p>", { headers: { "content-type": "text/html" } }));
  app.get("/api/v1/cart", (c) => c.json({ items: [] }));
  return { app, lines };
}

describe("request log", () => {
  it("answers a page with the id the request came with, and logs the request under it", async () => {
    const { app, lines } = loggedShop();
    const response = await app.request("/shop", { headers: { "x-request-id": "support-ticket-42" } });
    expect(response.headers.get("x-request-id")).toBe("support-ticket-42");
    expect(await response.text()).toBe("<p>Shop</p>");
    expect(lines).toEqual([expect.objectContaining({ msg: "request", requestId: "support-ticket-42", method: "GET", path: "/shop", status: 200 })]);
  });

  it("gives a request without an id a new one, the same in the answer and in the log", async () => {
    const { app, lines } = loggedShop();
    const first = await app.request("/api/v1/cart");
    const second = await app.request("/api/v1/cart");
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(lines.map((line) => line["requestId"])).toEqual(ids);
  });
});
