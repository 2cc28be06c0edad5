import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mountAddressApi } from "./address-api.ts";

describe("GET /api/v1/address-formats/:country", () => {
  const app = new Hono();
  mountAddressApi(app);

  it("answers one country's format, with only its states, cacheable by anyone", async () => {
    const response = await app.request("/api/v1/address-formats/CA");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const format = (await response.json()) as { country: string; stateKind: string; states: { code: string; name: string }[] };
    expect(format).toMatchObject({ country: "CA", stateKind: "province" });
    expect(format.states).toContainEqual({ code: "QC", name: "Quebec" });
  });

  it("answers 404 unknown_country for a code the data does not know", async () => {
    const response = await app.request("/api/v1/address-formats/QQ");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "unknown_country" } });
    expect((await app.request("/api/v1/address-formats/..%2Fpackage")).status).toBe(404);
  });
});
