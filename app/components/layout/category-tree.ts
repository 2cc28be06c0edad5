export interface MenuCategory {
  slug: string;
  name: string;
  /** Path below /product-category/, parents first: "clothing/hoodies". */
  path: string;
  children: MenuCategory[];
}

interface FlatCategory {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  menuOrder: number;
}

/** Nests a flat category list; orphans (parent missing) become top-level entries. */
export function buildCategoryTree(categories: readonly FlatCategory[]): MenuCategory[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (c: FlatCategory): string => {
    const parts = [c.slug];
    const seen = new Set([c.id]);
    let parent = c.parentId === null ? undefined : byId.get(c.parentId);
    while (parent && !seen.has(parent.id)) {
      parts.unshift(parent.slug);
      seen.add(parent.id);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return parts.join("/");
  };
  const sorted = [...categories].sort((a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name));
  const build = (parentId: number | null): MenuCategory[] =>
    sorted
      .filter((c) => (parentId === null ? c.parentId === null || !byId.has(c.parentId) : c.parentId === parentId))
      .map((c) => ({ slug: c.slug, name: c.name, path: pathOf(c), children: build(c.id) }));
  return build(null);
}

const trees = new WeakMap<readonly FlatCategory[], MenuCategory[]>();

/** buildCategoryTree, once per list: listCategories gives the same array while no category is added. */
export function categoryTreeOf(categories: readonly FlatCategory[]): MenuCategory[] {
  let tree = trees.get(categories);
  if (!tree) {
    tree = buildCategoryTree(categories);
    trees.set(categories, tree);
  }
  return tree;
}
