import { describe, expect, it } from "vitest";
import { fitControlsPadding, lightboxOptions, lightboxSlides, shouldCloseAfterVerticalDrag } from "./lightbox-options.ts";
import { shouldLoop } from "./spec-lightbox-settings.ts";
import type { GalleryImage } from "../gallery/gallery-images.ts";
import { LIGHTBOX_DOUBLE_TAP_DISTANCE_PX, LIGHTBOX_DOUBLE_TAP_MS } from "../product-constants.ts";

const picture: GalleryImage = {
  key: "image-1",
  id: 1,
  src: "/media/1-800.jpg",
  srcset: "",
  sizes: "",
  width: 800,
  height: 600,
  fullSrc: "/media/1.jpg",
  fullWidth: 1600,
  fullHeight: 1200,
  thumbSrc: "/media/1-100.jpg",
  alt: "Hoodie",
  title: "Hoodie",
  caption: "Front",
};

describe("lightbox settings", () => {
  it("loops only with three or more pictures", () => {
    expect(shouldLoop(2)).toBe(false);
    expect(shouldLoop(3)).toBe(true);
    expect(lightboxOptions(lightboxSlides([picture, picture]), 0).loop).toBe(false);
  });

  it("fits the picture between the controls from 1200 px up", () => {
    expect(fitControlsPadding(1199)).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
    expect(fitControlsPadding(1200).top).toBeGreaterThan(0);
  });

  it("uses the spec's timings and limits", () => {
    expect(lightboxOptions([], 2)).toMatchObject({
      index: 2,
      showAnimationDuration: 333,
      hideAnimationDuration: 333,
      preloaderDelay: 1000,
      spacing: 0.12,
      maxZoomLevel: 1.33,
      preload: [1, 1],
      trapFocus: true,
      errorMsg: "The image could not be loaded.",
    });
  });

  it("shows the original with the slide image as placeholder", () => {
    expect(lightboxSlides([picture])).toEqual([{ src: "/media/1.jpg", width: 1600, height: 1200, msrc: "/media/1-800.jpg", alt: "Hoodie", caption: "Front" }]);
  });
});

describe("shouldCloseAfterVerticalDrag", () => {
  it("closes once the backdrop has faded below 0.75", () => {
    expect(shouldCloseAfterVerticalDrag(0.74)).toBe(true);
    expect(shouldCloseAfterVerticalDrag(0.75)).toBe(false);
    expect(shouldCloseAfterVerticalDrag(1)).toBe(false);
  });
});

describe("PhotoSwipe's built-in gestures", () => {
  // Double-tap has no option in PhotoSwipe 5; these guard that its fixed values still match §9.
  it("recognises a double tap within 25 px and 300 ms", async () => {
    const { readFile } = await import("node:fs/promises");
    const source = await readFile(new URL(import.meta.resolve("photoswipe")), "utf8");
    expect(source).toContain(`const DOUBLE_TAP_DELAY = ${LIGHTBOX_DOUBLE_TAP_MS};`);
    expect(source).toContain(`const MIN_TAP_DISTANCE = ${LIGHTBOX_DOUBLE_TAP_DISTANCE_PX};`);
  });
});
