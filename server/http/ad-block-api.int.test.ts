import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AD_BLOCK_PATH } from "../ad-block/ad-block.ts";
import { getAdBlockShare } from "../ad-block/get-ad-block-share.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountStoreApi } from "./store-api.ts";

// The ad-block report (spec §7) through the Store API, as the theme script sends it from a cached
// page: same-origin, no CSRF token. Counted per day by one upsert; hostile bodies get a 400 code.

const SHOP_URL = "https://shop.example";
const SAME_ORIGIN = { origin: SHOP_URL, "sec-fetch-site": "same-origin" };

describe("POST /api/v1/ad-block", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  let off: Hono;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const logger = pino({ level: "silent" });
    app = new Hono();
    mountStoreApi(app, { db: handle.db, config: loadConfig({ SHOP_URL, AD_BLOCK_TRACKING: "1" }), logger }, { providers: {} });
    off = new Hono();
    mountStoreApi(off, { db: handle.db, config: loadConfig({ SHOP_URL }), logger }, { providers: {} });
  });
  afterAll(() => handle.close());

  function report(body: string, contentType = "application/x-www-form-urlencoded", on = app): Promise<Response> {
    return Promise.resolve(on.request(`${SHOP_URL}${AD_BLOCK_PATH}`, { method: "POST", body, headers: { "content-type": contentType, ...SAME_ORIGIN } }));
  }

  async function share() {
    return getAdBlockShare(handle.db, null, new Date());
  }

  it("counts a form report of 1 as a blocked page view and 0 as a plain one, answering 204", async () => {
    const before = await share();
    expect((await report("result=1")).status).toBe(204);
    expect((await report("result=0")).status).toBe(204);
    expect((await report(JSON.stringify({ result: 1 }), "application/json")).status).toBe(204);
    expect(await share()).toEqual({ pageViews: before.pageViews + 3, blocked: before.blocked + 2 });
  });

  it("refuses anything but 0 or 1 with 400 ad_block_result_invalid and counts nothing", async () => {
    const before = await share();
    const hostile: [string, string][] = [
      ["result=2", "application/x-www-form-urlencoded"],
      ["result=", "application/x-www-form-urlencoded"],
      ["result=1.0", "application/x-www-form-urlencoded"],
      ["other=1", "application/x-www-form-urlencoded"],
      ["", "application/x-www-form-urlencoded"],
      [`result=1&pad=${"x".repeat(5000)}`, "application/x-www-form-urlencoded"],
      ["{not json", "application/json"],
      [JSON.stringify([1]), "application/json"],
      [JSON.stringify({ result: true }), "application/json"],
      ["--x\r\nbroken", "multipart/form-data"],
    ];
    for (const [body, type] of hostile) {
      const response = await report(body, type);
      expect({ body: body.slice(0, 20), status: response.status }).toEqual({ body: body.slice(0, 20), status: 400 });
      expect(await response.json()).toEqual({ error: { code: "ad_block_result_invalid" } });
    }
    expect(await share()).toEqual(before);
  });

  it("refuses a report from another site (same-origin check) without counting it", async () => {
    const before = await share();
    const response = await app.request(`${SHOP_URL}${AD_BLOCK_PATH}`, { method: "POST", body: "result=1", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(403);
    expect(await share()).toEqual(before);
  });

  it("answers 404 ad_block_tracking_off and counts nothing while AD_BLOCK_TRACKING is off", async () => {
    const before = await share();
    const response = await report("result=1", "application/x-www-form-urlencoded", off);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "ad_block_tracking_off" } });
    expect(await share()).toEqual(before);
  });

  it("counts 60 concurrent reports exactly, in one row for the day", async () => {
    const before = await share();
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => report(`result=${i % 4 === 0 ? 1 : 0}`)));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 60 }, () => 204));
    expect(await share()).toEqual({ pageViews: before.pageViews + 60, blocked: before.blocked + 15 });
    const rows = await handle.db.selectFrom("ad_block_views").selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
