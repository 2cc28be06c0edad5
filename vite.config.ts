import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The stylesheet is inlined into every page by the server bundle (app/styles/page-styles.ts);
  // server builds skip minifying unless told, so say it for CSS.
  build: { assetsInlineLimit: 0, cssMinify: true },
});
