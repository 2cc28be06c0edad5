import { describe, expect, it } from "vitest";
import { buildCategoryTree } from "./category-tree.ts";

describe("buildCategoryTree", () => {
  it("nests children under parents with full paths, in menu order", () => {
    const tree = buildCategoryTree([
      { id: 2, parentId: 1, slug: "hoodies", name: "Hoodies", menuOrder: 1 },
      { id: 1, parentId: null, slug: "clothing", name: "Clothing", menuOrder: 0 },
      { id: 3, parentId: 1, slug: "accessories", name: "Accessories", menuOrder: 0 },
      { id: 4, parentId: 99, slug: "orphan", name: "Orphan", menuOrder: 5 },
    ]);
    expect(tree.map((c) => c.slug)).toEqual(["clothing", "orphan"]);
    expect(tree[0]?.children.map((c) => c.path)).toEqual(["clothing/accessories", "clothing/hoodies"]);
  });
});
