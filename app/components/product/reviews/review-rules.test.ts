import { describe, expect, it } from "vitest";
import { formatReviewDate, isRatingMissing, reviewParagraphs, reviewsHeading } from "./review-rules.ts";

describe("isRatingMissing", () => {
  it("blocks only when a rating is required and empty", () => {
    expect(isRatingMissing("", true)).toBe(true);
    expect(isRatingMissing("4", true)).toBe(false);
    expect(isRatingMissing("", false)).toBe(false);
  });
});

describe("reviewsHeading", () => {
  it("counts reviews for the product", () => {
    expect(reviewsHeading(0, "Hoodie")).toBe("Reviews");
    expect(reviewsHeading(1, "Hoodie")).toBe("1 review for “Hoodie”");
    expect(reviewsHeading(3, "Hoodie")).toBe("3 reviews for “Hoodie”");
  });
});

describe("formatReviewDate", () => {
  it("prints the UTC day in the shop's locale", () => {
    expect(formatReviewDate("2026-03-04T23:30:00Z", "en-US")).toBe("March 4, 2026");
    expect(formatReviewDate("2026-03-04T23:30:00-02:00", "en-US")).toBe("March 5, 2026");
  });
});

describe("reviewParagraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(reviewParagraphs("Great.\n\n  Fits well.\n\n\n")).toEqual(["Great.", "Fits well."]);
    expect(reviewParagraphs("One\nline")).toEqual(["One\nline"]);
  });
});
