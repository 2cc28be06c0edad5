import { describe, expect, it } from "vitest";
import { parseRowVariationsPayload } from "./row-variations-payload.ts";

describe("parseRowVariationsPayload", () => {
  it("reads embedded variations or an index", () => {
    expect(parseRowVariationsPayload('{"variations":[],"index":null}')).toEqual({ variations: [], index: null });
    expect(parseRowVariationsPayload('{"variations":null,"index":[]}')).toEqual({ variations: null, index: [] });
  });

  it("refuses a missing attribute, broken JSON and bodies of the wrong shape", () => {
    expect(parseRowVariationsPayload(null)).toBeNull();
    expect(parseRowVariationsPayload("{")).toBeNull();
    expect(parseRowVariationsPayload("[]")).toBeNull();
    expect(parseRowVariationsPayload('{"variations":{},"index":null}')).toBeNull();
    expect(parseRowVariationsPayload('{"variations":[]}')).toBeNull();
  });
});
