import { describe, expect, it, vi } from "vitest";
import { isVariationData, lookUpVariation, VariationLookupError, variationLookupUrl } from "./variation-lookup.ts";
import { variationFixture } from "./variation-fixture.ts";

const signal = new AbortController().signal;

function respond(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("lookUpVariation", () => {
  it("posts the chosen attributes as JSON to the product's lookup endpoint", async () => {
    const variation = variationFixture(7, { attribute_size: "m" });
    const fetchImpl = respond(200, variation);
    await expect(lookUpVariation(12, { attribute_size: "m" }, signal, fetchImpl)).resolves.toEqual(variation);
    expect(fetchImpl).toHaveBeenCalledWith("/api/v1/products/12/variation", expect.objectContaining({ method: "POST", body: '{"attributes":{"attribute_size":"m"}}', signal }));
    expect(variationLookupUrl(12)).toBe("/api/v1/products/12/variation");
  });

  it("returns null when no variation matches", async () => {
    await expect(lookUpVariation(12, {}, signal, respond(404, { code: "not_found" }))).resolves.toBeNull();
  });

  it("throws on server errors and unexpected bodies", async () => {
    await expect(lookUpVariation(12, {}, signal, respond(500, {}))).rejects.toBeInstanceOf(VariationLookupError);
    await expect(lookUpVariation(12, {}, signal, respond(200, { variation_id: "7" }))).rejects.toBeInstanceOf(VariationLookupError);
  });
});

describe("isVariationData", () => {
  it("accepts a variation and rejects other values", () => {
    expect(isVariationData(variationFixture(1, {}))).toBe(true);
    expect(isVariationData(null)).toBe(false);
    expect(isVariationData([])).toBe(false);
    expect(isVariationData({ ...variationFixture(1, {}), attributes: null })).toBe(false);
  });
});
