/** Ids shared by the server render of an island and the browser script that hydrates it. */
export const PRODUCT_ISLAND = {
  rootId: "product-island",
  propsId: "product-island-props",
  /** useId prefix: the island is its own React root, so its ids must not collide with the page's. */
  identifierPrefix: "p-",
} as const;

/** JSON for a <script type="application/json">; "<" is escaped so the data cannot close the tag. */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}
