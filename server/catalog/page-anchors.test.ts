import { describe, expect, it } from "vitest";
import { createPageAnchors } from "./page-anchors.ts";

describe("page anchors", () => {
  it("finds none before any page was read", () => {
    expect(createPageAnchors().nearest(500)).toBeNull();
  });

  it("finds the nearest anchor at or before a position, never one after it", () => {
    const anchors = createPageAnchors();
    for (const position of [48, 12, 30]) anchors.remember({ position, key: [position] });
    expect(anchors.nearest(11)).toBeNull();
    expect(anchors.nearest(12)?.position).toBe(12);
    expect(anchors.nearest(29)?.position).toBe(12);
    expect(anchors.nearest(47)?.position).toBe(30);
    expect(anchors.nearest(5_000)?.position).toBe(48);
  });

  it("keeps the first key remembered at a position", () => {
    const anchors = createPageAnchors();
    anchors.remember({ position: 12, key: ["first"] });
    anchors.remember({ position: 12, key: ["second"] });
    expect(anchors.size).toBe(1);
    expect(anchors.nearest(12)?.key).toEqual(["first"]);
  });

  it("drops every other anchor when full, keeping them spread over the listing", () => {
    const anchors = createPageAnchors(4);
    for (const position of [0, 10, 20, 30, 40]) anchors.remember({ position, key: [position] });
    expect(anchors.size).toBe(3);
    expect([5, 25, 45].map((p) => anchors.nearest(p)?.position)).toEqual([0, 20, 40]);
  });
});
