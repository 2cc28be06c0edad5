import { describe, expect, it } from "vitest";
import { ancestorChain, collectDescendantIds } from "./category-tree.ts";

const categories = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
  { id: 5, parentId: 6 },
  { id: 6, parentId: 5 },
];

describe("category tree", () => {
  it("collects descendants at any depth", () => {
    expect(collectDescendantIds(categories, 1).sort()).toEqual([1, 2, 3]);
    expect(collectDescendantIds(categories, 4)).toEqual([4]);
  });
  it("survives cycles", () => {
    expect(collectDescendantIds(categories, 5).sort()).toEqual([5, 6]);
    expect(ancestorChain(categories, 5).map((c) => c.id)).toEqual([6, 5]);
  });
  it("lists ancestors top first", () => {
    expect(ancestorChain(categories, 3).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(ancestorChain(categories, 99)).toEqual([]);
  });
});
