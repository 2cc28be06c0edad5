import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_VERSION_CHECK_MS, pageCache } from "./page-cache.ts";

function shop(version: { value: string }, clock: { now: number }) {
  const app = new Hono();
  let renders = 0;
  app.use(pageCache({ bypassCookie: "session", getVersion: async () => version.value, now: () => clock.now }));
  app.get("/shop", (c) => {
    renders += 1;
    return c.html(`<p>render ${renders}</p>`);
  });
  app.get("/missing", (c) => c.html("gone", 404));
  app.get("/api/v1/cart", (c) => c.json({ renders: ++renders }));
  return { app, renders: () => renders };
}

describe("pageCache", () => {
  it("serves a catalogue page again until the catalogue version changes", async () => {
    const version = { value: "v1" };
    const clock = { now: 0 };
    const { app, renders } = shop(version, clock);
    const first = await app.request("/shop");
    expect(first.headers.get("x-cache")).toBe("miss");
    const second = await app.request("/shop");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(renders()).toBe(1);

    version.value = "v2";
    // The version is re-read at most once per interval.
    expect((await app.request("/shop")).headers.get("x-cache")).toBe("hit");
    clock.now += PAGE_CACHE_VERSION_CHECK_MS;
    const fresh = await app.request("/shop");
    expect(fresh.headers.get("x-cache")).toBe("miss");
    expect(await fresh.text()).toBe("<p>render 2</p>");
  });

  it("never caches signed-in visitors, errors or the API", async () => {
    const { app, renders } = shop({ value: "v1" }, { now: 0 });
    await app.request("/shop", { headers: { cookie: "session=abc" } });
    expect((await app.request("/shop", { headers: { cookie: "session=abc" } })).headers.get("x-cache")).toBe("bypass");
    await app.request("/missing");
    expect((await app.request("/missing")).headers.get("x-cache")).toBeNull();
    await app.request("/api/v1/cart");
    expect(await (await app.request("/api/v1/cart")).json()).toEqual({ renders: 4 });
    expect(renders()).toBe(4);
  });
});
