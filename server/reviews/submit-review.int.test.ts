import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { getCatalogVersion } from "../catalog/get-catalog-version.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { listApprovedReviewPage } from "./list-approved-reviews.ts";
import { submitReview } from "./submit-review.ts";

const now = new Date("2026-11-21T15:30:00Z");
const open = { requireRating: true, requireApproval: false };
const valid = { authorName: "Ann", authorEmail: "ann@example.test", content: "Lovely hoodie" };

describe("submitReview", () => {
  let handle: DatabaseHandle;
  let productId: number;
  let closedId: number;
  let draftId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    productId = await insertProduct(handle.db, { name: "Hoodie" });
    closedId = await insertProduct(handle.db, { name: "Closed", reviews_allowed: 0 });
    draftId = await insertProduct(handle.db, { name: "Draft", status: "draft" });
  });
  afterAll(() => handle.close());

  const rating = async (id: number) =>
    handle.db.selectFrom("products").select(["rating_average", "rating_count"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("rejects invalid input with stable codes", async () => {
    const db = handle.db;
    expect(await submitReview(db, { productId, ...valid }, open, now)).toEqual({ ok: false, code: "rating_required" });
    expect(await submitReview(db, { productId, rating: "", ...valid }, open, now)).toMatchObject({ code: "rating_required" });
    expect(await submitReview(db, { productId, rating: 6, ...valid }, open, now)).toMatchObject({ code: "invalid_rating" });
    expect(await submitReview(db, { productId, rating: 2.5, ...valid }, open, now)).toMatchObject({ code: "invalid_rating" });
    expect(await submitReview(db, { productId, rating: 5, ...valid, authorName: " " }, open, now)).toMatchObject({ code: "author_required" });
    expect(await submitReview(db, { productId, rating: 5, ...valid, authorEmail: "not-an-email" }, open, now)).toMatchObject({ code: "email_invalid" });
    expect(await submitReview(db, { productId, rating: 5, ...valid, content: "  " }, open, now)).toMatchObject({ code: "content_required" });
    expect(await submitReview(db, { productId: 999_999, rating: 5, ...valid }, open, now)).toMatchObject({ code: "product_not_found" });
    expect(await submitReview(db, { productId: draftId, rating: 5, ...valid }, open, now)).toMatchObject({ code: "product_not_found" });
    expect(await submitReview(db, { productId: closedId, rating: 5, ...valid }, open, now)).toMatchObject({ code: "reviews_closed" });
    expect((await listApprovedReviewPage(db, productId, 1, 100))?.reviews).toEqual([]);
  });

  it("stores approved reviews and recomputes the product rating", async () => {
    const db = handle.db;
    const first = await submitReview(db, { productId, rating: 5, ...valid }, open, now);
    expect(first).toMatchObject({ ok: true, status: "approved", review: { rating: 5, authorName: "Ann", verifiedOwner: false, createdAt: now.toISOString() } });
    await submitReview(db, { productId: String(productId), rating: "4", authorName: "Bob", authorEmail: "bob@example.test", content: "Good" }, open, now);
    await submitReview(db, { productId, rating: 4, authorName: "Cy", authorEmail: "cy@example.test", content: "Fine" }, open, now);
    expect(await rating(productId)).toEqual({ rating_average: 4.33, rating_count: 3 });
    expect(((await listApprovedReviewPage(db, productId, 1, 100))?.reviews ?? []).map((r) => r.authorName)).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("detects duplicates", async () => {
    expect(await submitReview(handle.db, { productId, rating: 5, ...valid, authorEmail: "ANN@example.test" }, open, now)).toMatchObject({ code: "duplicate_review" });
  });

  it("holds reviews for moderation without touching the rating", async () => {
    const result = await submitReview(handle.db, { productId, rating: 1, authorName: "Dee", authorEmail: "dee@example.test", content: "Meh" }, { ...open, requireApproval: true }, now);
    expect(result).toMatchObject({ ok: true, status: "pending" });
    expect(await rating(productId)).toEqual({ rating_average: 4.33, rating_count: 3 });
    expect(((await listApprovedReviewPage(handle.db, productId, 1, 100))?.reviews ?? []).map((r) => r.authorName)).not.toContain("Dee");
  });

  it("accepts a review without stars when ratings are optional, leaving the average alone", async () => {
    const result = await submitReview(handle.db, { productId, authorName: "Eve", authorEmail: "eve@example.test", content: "No stars" }, { requireRating: false, requireApproval: false }, now);
    expect(result).toMatchObject({ ok: true, review: { rating: 0 } });
    expect(await rating(productId)).toEqual({ rating_average: 4.33, rating_count: 3 });
  });

  it("works inside a caller's transaction", async () => {
    const result = await handle.db.transaction().execute((trx) =>
      submitReview(trx, { productId, rating: 1, authorName: "Fay", authorEmail: "fay@example.test", content: "Bad" }, open, now),
    );
    expect(result.ok).toBe(true);
    expect(await rating(productId)).toEqual({ rating_average: 3.5, rating_count: 4 });
  });

  it("changes the catalogue's version when an approved review changes a rating, and not for one held for approval", async () => {
    const db = handle.db;
    const reviewed = await insertProduct(db, { name: "Scarf" });
    const before = await getCatalogVersion(db);
    // After every other stamp in this file, so the newest updated_at moves.
    const later = new Date("2026-12-01T00:00:00Z");
    expect(await submitReview(db, { productId: reviewed, rating: 3, ...valid, content: "Held back" }, { ...open, requireApproval: true }, later)).toMatchObject({ ok: true, status: "pending" });
    expect(await getCatalogVersion(db)).toBe(before);
    expect(await submitReview(db, { productId: reviewed, rating: 3, ...valid, content: "Soft and long" }, open, later)).toMatchObject({ ok: true, status: "approved" });
    expect(await getCatalogVersion(db)).not.toBe(before);
  });
});
