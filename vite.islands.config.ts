import { defineConfig } from "vite";
import { ISLAND_BUILDS, type IslandBuildDir } from "./server/http/island-scripts.ts";

// Client bundles for "islands": pages that React Router renders on the server but that hydrate
// only their interactive part, without the router's client runtime (docs/decisions/003).
// `ISLANDS=<dir>` picks one of the builds server/http/island-scripts.ts lists; each has its own
// folder, URL prefix and manifest, so none shares a chunk with another's scripts.
const dir = (process.env.ISLANDS ?? "islands") as IslandBuildDir;
const entries = ISLAND_BUILDS[dir];
if (entries === undefined) throw new Error(`Unknown islands build: ${dir}`);

export default defineConfig({
  base: `/${dir}/`,
  publicDir: false,
  build: {
    outDir: `build/client/${dir}`,
    // The first build's folder holds the others': it alone starts empty.
    emptyOutDir: dir === "islands",
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: { input: entries },
  },
});
