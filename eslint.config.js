import js from "@eslint/js";
import tseslint from "typescript-eslint";
import noJsxLiteralText from "./scripts/eslint-rules/no-jsx-literal-text.ts";

// The import-boundary rules keep dependencies pointing one way: app → server use cases →
// repositories → db (DESIGN.md, "Shape of the code").
const noRepositoryFromOutside = {
  regex: "^\\.\\./.*\\.repository(\\.ts)?$",
  message: "Call the owning module's use cases; only files in the same module may import its repository.",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "var/", "test-results/", "playwright-report/", "scripts/require-node-24.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
      "no-empty": ["error", { allowEmptyCatch: false }],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/http/**", "server/main.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-router", "hono", "@hono/node-server"].map((name) => ({
            name,
            message: "Server modules stay free of UI and HTTP code; the edge (app/, server/http/) adapts them.",
          })),
          patterns: [
            { regex: "^(\\.\\./)+app/", message: "Server modules never import app code." },
            noRepositoryFromOutside,
          ],
        },
      ],
    },
  },
  {
    files: ["server/db/migrations/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.", message: "Migrations are frozen in time: they never import application code." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "cli/**/*.ts", "server/http/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "\\.repository(\\.ts)?$", message: "Go through a use case, not a repository." }] },
      ],
    },
  },
  // i18n (decision 009): shopper words come from the catalogue in app/i18n, never literal JSX text
  // or literal aria-label/title/placeholder/alt values. Tests may write words to assert against.
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { shopwright: { rules: { "no-jsx-literal-text": noJsxLiteralText } } },
    rules: { "shopwright/no-jsx-literal-text": "error" },
  },
);
