import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import { browserImportRules, moduleBoundaryRules } from "./eslint/boundaries.js";
import noJsxLiteralText from "./scripts/eslint-rules/no-jsx-literal-text.ts";

// Sections, in order: files ignored; language rules (typescript-eslint with type information);
// React (hooks, accessibility); import graph (cycles); boundaries between the parts of the code
// (eslint/boundaries.js says which part may import what). Each section is one block so that a
// later rule set (e.g. the words-in-JSX rule) can be added as its own block.

const ignores = {
  ignores: ["build/", "node_modules/", ".react-router/", "var/", "test-results/", "playwright-report/", "scripts/require-node-24.mjs"],
};

const typeScript = [
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      // React Router's loaders and actions end a request by throwing a Response (redirect(), a
      // 404) or data(); those are the framework's contract, every other throw is an Error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      "no-empty": ["error", { allowEmptyCatch: false }],
      // Off: an async function without await is how a stub or adapter implements a
      // Promise-returning interface, and `async` turns its synchronous throw into a rejection,
      // which is what callers of such an interface handle. Floating and misused promises, the
      // mistakes that lose errors, stay errors above.
      "@typescript-eslint/require-await": "off",
    },
  },
  // Plain JavaScript (this file) is outside the TypeScript project.
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
];

const react = [
  { files: ["app/**/*.tsx"], ...reactHooks.configs.flat.recommended },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // A region that scrolls sideways (a wide table on a phone) must take focus so a keyboard can
  // scroll it (axe's scrollable-region-focusable); tab panels were already allowed.
  { files: ["app/**/*.tsx"], rules: { "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }] } },
];

const importGraph = {
  files: ["**/*.{ts,tsx}"],
  plugins: { "import-x": importX },
  settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
  rules: {
    // A cycle between modules means neither can be understood, tested or moved alone.
    "import-x/no-cycle": ["error", { ignoreExternal: true }],
  },
};

// i18n (decision 009): shopper words come from the catalogue in app/i18n, never literal JSX text
// or literal aria-label/title/placeholder/alt values. Tests may write words to assert against.
const words = {
  files: ["app/**/*.tsx"],
  ignores: ["app/**/*.test.tsx"],
  plugins: { shopwright: { rules: { "no-jsx-literal-text": noJsxLiteralText } } },
  rules: { "shopwright/no-jsx-literal-text": "error" },
};

export default tseslint.config(ignores, ...typeScript, ...react, words, importGraph, ...moduleBoundaryRules, ...browserImportRules);
