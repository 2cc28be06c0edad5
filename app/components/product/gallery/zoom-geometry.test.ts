import { describe, expect, it } from "vitest";
import { isZoomUseful, zoomBackgroundPosition } from "./zoom-geometry.ts";

describe("isZoomUseful", () => {
  it("zooms only when the original is wider than the gallery", () => {
    expect(isZoomUseful(1600, 600)).toBe(true);
    expect(isZoomUseful(600, 600)).toBe(false);
    expect(isZoomUseful(1600, 0)).toBe(false);
  });
});

describe("zoomBackgroundPosition", () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it("maps the pointer to the same relative point of the picture", () => {
    expect(zoomBackgroundPosition(100, 50, box)).toBe("0% 0%");
    expect(zoomBackgroundPosition(300, 150, box)).toBe("50% 50%");
    expect(zoomBackgroundPosition(500, 250, box)).toBe("100% 100%");
    expect(zoomBackgroundPosition(200, 100, box)).toBe("25% 25%");
  });

  it("stays inside the picture when the pointer is at the edge or beyond", () => {
    expect(zoomBackgroundPosition(0, 400, box)).toBe("0% 100%");
    expect(zoomBackgroundPosition(300, 150, { ...box, width: 0 })).toBe("50% 50%");
  });
});
