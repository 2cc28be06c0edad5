import { describe, expect, it } from "vitest";
import { pageOfReviews, requestedReviewPage, reviewPagePath } from "./review-pages.ts";

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

  it("cuts pages of the set size and has no page past the last; page 1 exists without reviews", () => {
    const reviews = [1, 2, 3, 4, 5];
    expect(pageOfReviews(reviews, 1, 2)).toEqual({ reviews: [1, 2], pagination: { page: 1, pageCount: 3 } });
    expect(pageOfReviews(reviews, 3, 2)).toEqual({ reviews: [5], pagination: { page: 3, pageCount: 3 } });
    expect(pageOfReviews(reviews, 4, 2)).toBeNull();
    expect(pageOfReviews([], 1, 2)).toEqual({ reviews: [], pagination: { page: 1, pageCount: 1 } });
  });

  it("puts page 1 at the product's own address", () => {
    expect(reviewPagePath("/product/mug", 1)).toBe("/product/mug");
    expect(reviewPagePath("/product/mug", 2)).toBe("/product/mug/comment-page-2/");
  });
});
