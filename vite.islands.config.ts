import { defineConfig } from "vite";

// Client bundles for "islands": pages that React Router renders on the server but that hydrate
// only their interactive part, without the router's client runtime (docs/decisions/003).
export default defineConfig({
  base: "/islands/",
  publicDir: false,
  build: {
    outDir: "build/client/islands",
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { product: "app/islands/product-island.tsx", cart: "app/islands/cart-island.ts", account: "app/islands/account-island.ts", checkout: "app/islands/checkout-island.ts", quickView: "app/islands/quick-view-island.ts" },
    },
  },
});
