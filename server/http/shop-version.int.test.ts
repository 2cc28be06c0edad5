import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getShopVersion } from "./shop-version.ts";

// Cached product pages say when a subscription first pays ("Today!", a date): they must not
// outlive the shop's day.

describe("getShopVersion", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("changes when the shop's calendar day changes, at the shop's midnight rather than UTC's", async () => {
    const zone = "America/Los_Angeles";
    const evening = await getShopVersion(handle.db, zone, new Date("2026-11-21T07:30:00Z")); // 23:30 on Nov 20 there
    const laterThatNight = await getShopVersion(handle.db, zone, new Date("2026-11-21T07:59:00Z"));
    const nextDay = await getShopVersion(handle.db, zone, new Date("2026-11-21T08:00:00Z")); // 00:00 on Nov 21
    expect(laterThatNight).toBe(evening);
    expect(nextDay).not.toBe(evening);
  });
});
