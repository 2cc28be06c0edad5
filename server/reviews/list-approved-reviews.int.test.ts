import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { listApprovedReviewPage } from "./list-approved-reviews.ts";

describe("listApprovedReviewPage", () => {
  let handle: DatabaseHandle;
  let hoodieId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    hoodieId = await insertProduct(handle.db, { name: "Hoodie" });
    const capId = await insertProduct(handle.db, { name: "Cap" });
    await handle.db.insertInto("reviews").values([
      { product_id: hoodieId, author_name: "Ann", author_email: "ann@example.test", rating: 5, content: "Lovely", status: "approved", created_at: "2026-02-01T00:00:00Z" },
      { product_id: hoodieId, author_name: "Bob", author_email: "bob@example.test", rating: 3, content: "Hmm", status: "pending", created_at: "2026-01-01T00:00:00Z" },
      { product_id: hoodieId, author_name: "Cy", author_email: "cy@example.test", rating: 4, content: "Good", status: "approved", created_at: "2026-01-15T00:00:00Z" },
      { product_id: capId, author_name: "Di", author_email: "di@example.test", rating: 2, content: "Small", status: "approved", created_at: "2026-01-10T00:00:00Z" },
    ]).execute();
  });
  afterAll(() => handle.close());

  it("lists only the product's approved reviews, oldest first", async () => {
    const page = await listApprovedReviewPage(handle.db, hoodieId, 1, 10);
    expect(page?.reviews.map((r) => r.authorName)).toEqual(["Cy", "Ann"]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
  });

  it("reads pages of the set size in SQL, has no page past the last, and 'last' is the newest page", async () => {
    const many = await insertProduct(handle.db, { name: "Much reviewed" });
    await handle.db
      .insertInto("reviews")
      .values(Array.from({ length: 5 }, (_, i) => ({ product_id: many, author_name: `R${i + 1}`, author_email: `r${i}@example.test`, rating: 5, content: `Review ${i + 1}`, status: "approved", created_at: `2026-03-0${i + 1}T00:00:00Z` })))
      .execute();
    expect((await listApprovedReviewPage(handle.db, many, 1, 2))?.reviews.map((r) => r.authorName)).toEqual(["R1", "R2"]);
    expect(await listApprovedReviewPage(handle.db, many, 3, 2)).toMatchObject({ page: 3, pageCount: 3, total: 5, reviews: [expect.objectContaining({ authorName: "R5" })] });
    expect(await listApprovedReviewPage(handle.db, many, "last", 2)).toMatchObject({ page: 3 });
    expect(await listApprovedReviewPage(handle.db, many, 4, 2)).toBeNull();
  });

  it("has a page 1 without reviews", async () => {
    const none = await insertProduct(handle.db, { name: "Unreviewed" });
    expect(await listApprovedReviewPage(handle.db, none, 1, 10)).toEqual({ reviews: [], page: 1, pageCount: 1, total: 0 });
  });

  it("answers a page from memory until a review is added, then with the new review at once", async () => {
    const mug = await insertProduct(handle.db, { name: "Mug" });
    const review = (author: string, content: string) => ({ product_id: mug, author_name: author, author_email: `${author}@example.test`, rating: 5, content, status: "approved" as const, created_at: "2026-04-01T00:00:00Z" });
    await handle.db.insertInto("reviews").values(review("Eve", "Warm")).execute();
    const first = await listApprovedReviewPage(handle.db, mug, 1, 10);
    // A change behind the reviews' back (no review added) is not read again...
    await handle.db.updateTable("reviews").set({ content: "Edited" }).where("product_id", "=", mug).execute();
    expect(await listApprovedReviewPage(handle.db, mug, 1, 10)).toBe(first);
    // ...and a new review, on any product, is a new version: the page is read as it is.
    await handle.db.insertInto("reviews").values(review("Fay", "Tall")).execute();
    expect((await listApprovedReviewPage(handle.db, mug, 1, 10))?.reviews.map((r) => r.content)).toEqual(["Edited", "Tall"]);
  });

  it("remembers a page past the last as none, and forgets it when a review is added", async () => {
    const lamp = await insertProduct(handle.db, { name: "Lamp" });
    expect(await listApprovedReviewPage(handle.db, lamp, 2, 1)).toBeNull();
    expect(await listApprovedReviewPage(handle.db, lamp, 2, 1)).toBeNull();
    await handle.db.insertInto("reviews").values([1, 2].map((n) => ({ product_id: lamp, author_name: `L${n}`, author_email: `l${n}@example.test`, rating: 4, content: `Bright ${n}`, status: "approved" as const, created_at: `2026-05-0${n}T00:00:00Z` }))).execute();
    expect(await listApprovedReviewPage(handle.db, lamp, 2, 1)).toMatchObject({ page: 2, total: 2 });
  });
});
