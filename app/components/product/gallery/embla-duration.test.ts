import { describe, expect, it } from "vitest";
import { GALLERY_SLIDE_MS, GALLERY_SLIDE_SETTLED_FRACTION } from "../product-constants.ts";
import { emblaDurationFor, emblaSettleMs } from "./embla-duration.ts";

const FRAME_MS = 1000 / 60;

describe("emblaDurationFor", () => {
  it("turns the gallery's slide time into an Embla duration that takes about as long", () => {
    const duration = emblaDurationFor(GALLERY_SLIDE_MS, GALLERY_SLIDE_SETTLED_FRACTION);
    expect(Math.abs(emblaSettleMs(duration, GALLERY_SLIDE_SETTLED_FRACTION) - GALLERY_SLIDE_MS)).toBeLessThanOrEqual(2 * FRAME_MS);
  });

  it("slows down as the duration grows", () => {
    expect(emblaSettleMs(40, 0.01)).toBeGreaterThan(emblaSettleMs(25, 0.01));
    expect(emblaDurationFor(1200, 0.01)).toBeGreaterThan(emblaDurationFor(GALLERY_SLIDE_MS, 0.01));
  });
});
