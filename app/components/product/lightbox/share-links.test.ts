import { describe, expect, it } from "vitest";
import { sharePopupFeatures, shareLinks } from "./share-links.ts";

describe("shareLinks", () => {
  const links = shareLinks("https://shop.test/product/hoodie#&gid=1&pid=1", "https://shop.test/media/1.jpg", "Blue & warm");

  it("offers Facebook, X, Pinterest and a download, in that order", () => {
    expect(links.map((link) => link.id)).toEqual(["facebook", "x", "pinterest", "download"]);
  });

  it("encodes the page, picture and caption", () => {
    expect(links[0]?.href).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fproduct%2Fhoodie%23%26gid%3D1%26pid%3D1");
    expect(links[1]?.href).toContain("text=Blue%20%26%20warm");
    expect(links[2]?.href).toContain("media=https%3A%2F%2Fshop.test%2Fmedia%2F1.jpg");
    expect(links[3]).toMatchObject({ href: "https://shop.test/media/1.jpg", download: true });
  });
});

describe("sharePopupFeatures", () => {
  it("opens a 550 × 420 popup centred on the screen", () => {
    expect(sharePopupFeatures(1920)).toBe("scrollbars=yes,resizable=yes,toolbar=no,location=yes,width=550,height=420,top=100,left=685");
    expect(sharePopupFeatures(400)).toContain("left=0");
  });
});
