import { describe, expect, it } from "vitest";
import { requestedReviewPage, reviewPagePath } from "./review-pages.ts";

describe("review pages", () => {
  it("reads the page from comment-page-N first, then ?cpage=N, else page 1", () => {
    expect(requestedReviewPage("comment-page-3", "")).toBe(3);
    expect(requestedReviewPage(undefined, "?cpage=2")).toBe(2);
    expect(requestedReviewPage(undefined, "")).toBe(1);
  });

  it("refuses what is not a page number", () => {
    expect(requestedReviewPage("comment-page-0", "")).toBeNull();
    expect(requestedReviewPage("reviews", "")).toBeNull();
    expect(requestedReviewPage(undefined, "?cpage=x")).toBeNull();
    expect(requestedReviewPage(undefined, "?cpage=-1")).toBeNull();
  });

  it("puts page 1 at the product's own address", () => {
    expect(reviewPagePath("/product/mug", 1)).toBe("/product/mug");
    expect(reviewPagePath("/product/mug", 2)).toBe("/product/mug/comment-page-2/");
  });
});
