import { describe, expect, it } from "vitest";
import { columnSortKey } from "./table-config.ts";

describe("columnSortKey", () => {
  it("makes the indexed columns sortable and leaves the others plain", () => {
    expect(["name", "sku", "price", "date", "id", "rating"].map((c) => columnSortKey(c as "name"))).toEqual(["name", "sku", "price", "date", "id", "rating"]);
    expect(["image", "summary", "stock", "buy", "categories", "tags", "weight", "dimensions", "attribute:color"].map((c) => columnSortKey(c as "image"))).toEqual(Array(9).fill(null));
  });
});
