import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { listApprovedReviews } from "./list-approved-reviews.ts";

describe("listApprovedReviews", () => {
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
    const reviews = await listApprovedReviews(handle.db, hoodieId);
    expect(reviews.map((r) => r.authorName)).toEqual(["Cy", "Ann"]);
  });
});
