import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type IslandName = "product" | "cart" | "account" | "checkout" | "quickView";

// "cart", "account" and "quickView" (the product table's quick view) are plain TypeScript, no React: it runs on every page, beside the router or an island.
export const ISLAND_ENTRIES: Record<IslandName, string> = { product: "app/islands/product-island.tsx", cart: "app/islands/cart-island.ts", account: "app/islands/account-island.ts", checkout: "app/islands/checkout-island.ts", quickView: "app/islands/quick-view-island.ts" };

/** Maps each island to its hashed script URL, from the islands build's Vite manifest. */
export function readIslandScripts(clientDir: string): Record<IslandName, string> {
  const manifestPath = join(clientDir, "islands", ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`No islands build at ${manifestPath}. Run \`npm run build\`.`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file?: string }>;
  const scriptFor = (name: IslandName): string => {
    const file = manifest[ISLAND_ENTRIES[name]]?.file;
    if (!file) throw new Error(`The islands build has no entry for ${ISLAND_ENTRIES[name]}`);
    return `/islands/${file}`;
  };
  return { product: scriptFor("product"), cart: scriptFor("cart"), account: scriptFor("account"), checkout: scriptFor("checkout"), quickView: scriptFor("quickView") };
}
