import { describe, expect, it } from "vitest";
import { galleryHash, parseGalleryHash, pictureToOpen, withHash } from "./lightbox-hash.ts";

describe("gallery hash", () => {
  it("reads PhotoSwipe's fragment with a 1-based picture id", () => {
    expect(parseGalleryHash("#&gid=1&pid=3")).toEqual({ galleryId: 1, index: 2 });
    expect(parseGalleryHash("#&pid=1&gid=2")).toEqual({ galleryId: 2, index: 0 });
  });

  it("ignores other fragments and bad numbers", () => {
    for (const hash of ["", "#reviews", "#gid=1&pid=2", "#&gid=1", "#&gid=1&pid=0", "#&gid=1&pid=x", "#&gid=-1&pid=2", "#&gid=1&pid=1.5"]) {
      expect(parseGalleryHash(hash)).toBeNull();
    }
  });

  it("writes the fragment back", () => {
    expect(galleryHash({ galleryId: 1, index: 0 })).toBe("#&gid=1&pid=1");
    expect(parseGalleryHash(galleryHash({ galleryId: 1, index: 4 }))).toEqual({ galleryId: 1, index: 4 });
  });

  it("replaces or drops an address's fragment", () => {
    expect(withHash("https://shop.test/product/a?x=1#reviews", "#&gid=1&pid=2")).toBe("https://shop.test/product/a?x=1#&gid=1&pid=2");
    expect(withHash("https://shop.test/product/a", "#&gid=1&pid=2")).toBe("https://shop.test/product/a#&gid=1&pid=2");
    expect(withHash("https://shop.test/product/a#&gid=1&pid=2", "")).toBe("https://shop.test/product/a");
  });
});

describe("pictureToOpen", () => {
  it("opens the named picture of this gallery on load", () => {
    expect(pictureToOpen("#&gid=1&pid=2", 1, 3)).toBe(1);
  });

  it("does nothing for another gallery or a missing picture", () => {
    expect(pictureToOpen("#&gid=2&pid=2", 1, 3)).toBeNull();
    expect(pictureToOpen("#&gid=1&pid=4", 1, 3)).toBeNull();
    expect(pictureToOpen("#reviews", 1, 3)).toBeNull();
  });
});
