// Pure helpers over the category parent links. Kept cycle-safe: a bad import could make two
// categories each other's parent, and a shop page must not hang on that.

export interface CategoryLink {
  id: number;
  parentId: number | null;
}

/** The category and all categories below it, at any depth. */
export function collectDescendantIds(categories: readonly CategoryLink[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of categories) {
    if (c.parentId === null) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c.id);
    children.set(c.parentId, list);
  }
  const seen = new Set<number>([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      queue.push(child);
    }
  }
  return [...seen];
}

/** Ancestors of a category, top first, ending with the category itself. */
export function ancestorChain<T extends CategoryLink>(categories: readonly T[], id: number): T[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: T[] = [];
  const seen = new Set<number>();
  for (let current = byId.get(id); current && !seen.has(current.id); current = current.parentId === null ? undefined : byId.get(current.parentId)) {
    seen.add(current.id);
    chain.unshift(current);
  }
  return chain;
}
