import { describe, expect, it } from "vitest";
import { slotStart } from "./job-slot.ts";

const HOUR_MS = 60 * 60 * 1000;

describe("slotStart", () => {
  it("puts every moment of an hourly slot on the same hour, aligned to the epoch", () => {
    const first = slotStart({ everyMs: HOUR_MS }, new Date("2026-11-23T10:00:00.000Z"));
    const last = slotStart({ everyMs: HOUR_MS }, new Date("2026-11-23T10:59:59.999Z"));
    expect(first.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(last.toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });

  it("starts the next slot at the boundary", () => {
    expect(slotStart({ everyMs: 5 * 60 * 1000 }, new Date("2026-11-23T10:05:00.000Z")).toISOString()).toBe("2026-11-23T10:05:00.000Z");
  });

  it("refuses a schedule without a whole positive interval", () => {
    expect(() => slotStart({ everyMs: 0 }, new Date())).toThrow(/everyMs/);
    expect(() => slotStart({ everyMs: 1.5 }, new Date())).toThrow(/everyMs/);
  });
});
