import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadInProportion } from "./spread-in-proportion.ts";

describe("spreadInProportion", () => {
  it("splits an amount over parts in proportion and the pieces sum to it exactly", () => {
    expect(spreadInProportion(10, [1, 1, 1])).toEqual([3, 3, 4]);
    expect(spreadInProportion(7, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 }), (amount, parts) => {
        const pieces = spreadInProportion(amount, parts);
        if (parts.some((p) => p > 0)) expect(pieces.reduce((a, b) => a + b, 0)).toBe(amount);
      }),
    );
  });
});
