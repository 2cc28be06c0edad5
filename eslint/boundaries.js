// Which part of the code may import what (DESIGN.md, "Shape of the code"). ESLint keeps only the
// last `no-restricted-imports` that matches a file, so every block below lists all of its
// restrictions itself.

const repositoryFromOutside = {
  regex: "^\\.\\./.*\\.repository(\\.ts)?$",
  message: "Call the owning module's use cases; only files in the same module may import its repository.",
};
const anyRepository = { regex: "\\.repository(\\.ts)?$", message: "Go through a use case, not a repository." };

const uiAndHttpPackages = ["react", "react-dom", "react-router", "hono", "@hono/node-server"].map((name) => ({
  name,
  message: "Server modules stay free of UI and HTTP code; the edge (app/, server/http/) adapts them.",
}));

/**
 * The server files that browser code may import: contracts, i.e. types, constants and pure
 * functions with no server dependency. Everything else under server/ stays on the server.
 */
export const BROWSER_CONTRACTS = [
  "ad-block/ad-block",
  "address/address",
  "auth/auth",
  "auth/auth-codes",
  "auth/social/social",
  "captcha/captcha",
  "cart/cart",
  "cart/cart-json",
  "catalog/catalog",
  "catalog/listing-filters",
  "catalog/product-path",
  "catalog/product-table",
  "catalog/quantity-limits",
  "catalog/stock-availability",
  "checkout/checkout",
  "content/blocks",
  "content/content",
  "content/media-formats",
  "content/video-url",
  "coupons/coupons",
  "money/format-money",
  "money/parse-money",
  "orders/order-display",
  "orders/orders",
  "parse-enum",
  "parse-row-id",
  "payments/payments",
  "payments/stripe/stripe-failure",
  "remembering-format",
  "reviews/reviews",
  "shipping/shipping-rate",
  "subscriptions/billing-period",
  "subscriptions/renewal-day",
  "subscriptions/subscriptions",
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const serverOutsideContracts = {
  regex: `^(\\.\\./)+server/(?!(${BROWSER_CONTRACTS.map(escape).join("|")})\\.ts$)`,
  message: "Browser code may import only contract modules from server/ (see BROWSER_CONTRACTS in eslint/boundaries.js).",
};

/**
 * The server modules each module may import (besides itself and the shared files at the top of
 * server/: config.ts, logger.ts). The graph must stay acyclic: a cycle is reported when this file
 * loads. The edge (server/http, server/main.ts, app/, cli/) may import any module.
 */
export const MODULE_DEPENDENCIES = {
  db: [],
  address: [],
  csv: [],
  money: [],
  mail: [],
  tokens: [],
  media: [],
  customers: ["address", "db"],
  coupons: ["db"],
  content: ["customers", "db"],
  catalog: ["csv", "db", "media", "money"],
  reviews: ["catalog", "db"],
  // subscriptions: a sign-up's price today depends on the shop's calendar (renewal days, trials).
  cart: ["catalog", "coupons", "db", "money", "subscriptions", "tax", "tokens"],
  auth: ["captcha", "cart", "catalog", "customers", "db", "mail", "tokens"],
  orders: ["catalog", "coupons", "db", "money", "tokens"],
  shipping: ["address", "db"],
  tax: ["address", "csv", "db", "money"],
  checkout: ["address", "cart", "catalog", "coupons", "customers", "db", "money", "orders", "payments", "shipping", "subscriptions", "tax"],
  jobs: ["auth", "cart", "catalog", "db", "orders", "subscriptions"],
  payments: ["db"],
  // Ad-block detection's day counts (decision 048).
  "ad-block": ["db"],
  // Captcha on the account forms (decision 049): challenges and spent solutions.
  captcha: ["db"],
  demo: ["catalog", "content", "coupons", "db", "payments", "reviews", "shipping", "tax"],
  settings: ["db", "payments", "shipping", "subscriptions", "tax"],
  // The subscription record and its renewals (decision 026): renewal orders and off-session charges.
  subscriptions: ["db", "orders", "payments", "tax"], // tax: the display setting a renewal order is shown with (decision 034)
};

function assertAcyclic(graph) {
  const state = new Map();
  const visit = (module, path) => {
    if (state.get(module) === "done") return;
    if (state.get(module) === "visiting") throw new Error(`MODULE_DEPENDENCIES has a cycle: ${[...path, module].join(" → ")}`);
    state.set(module, "visiting");
    for (const dependency of graph[module] ?? []) visit(dependency, [...path, module]);
    state.set(module, "done");
  };
  for (const module of Object.keys(graph)) visit(module, []);
}
assertAcyclic(MODULE_DEPENDENCIES);

const modules = Object.keys(MODULE_DEPENDENCIES);
const moduleZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module && !MODULE_DEPENDENCIES[module].includes(other))
    .map((other) => ({
      target: `./server/${module}`,
      from: `./server/${other}`,
      message: `Module ${module} may not import module ${other}: its dependencies are listed, acyclic, in MODULE_DEPENDENCIES (eslint/boundaries.js).`,
    })),
);

const serverPatterns = [{ regex: "^(\\.\\./)+app/", message: "Server modules never import app code." }, repositoryFromOutside];

/**
 * Modules whose repositories get a handle typed to their own tables (server/db/own-tables.ts):
 * the table types each may import from server/db/schema.ts. Reading another module's table then
 * fails to compile, and importing its table types (or the whole `Database`) fails lint.
 */
export const OWN_TABLE_TYPES = {
  catalog: ["CatalogTables", "ProductsTable", "VariationsTable", "Flag"],
  cart: ["CartTables", "Flag"],
  coupons: ["CouponsTables", "CouponsTable", "Flag"],
  customers: ["CustomersTables", "CustomersTable", "Flag"],
  auth: ["AuthTables", "Flag"],
  jobs: ["JobsTables", "Flag"],
  orders: ["OrdersTables", "Flag"],
  shipping: ["ShippingTables", "Flag"],
  reviews: ["ReviewsTables", "ReviewsTable", "Flag"],
  content: ["ContentTables", "PagesTable", "Flag"],
  payments: ["PaymentsTables", "CardTestTables", "Flag"],
  tax: ["TaxTables", "Flag"],
  subscriptions: ["SubscriptionsTables", "Flag"],
  "ad-block": ["AdBlockTables"],
  captcha: ["CaptchaTables"],
};
const ownTablesOnly = Object.entries(OWN_TABLE_TYPES).map(([module, names]) => ({
  files: [`server/${module}/**/*.repository.ts`, `server/${module}/${module}-db.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: uiAndHttpPackages,
        patterns: [
          ...serverPatterns,
          {
            regex: "(^|/)db/schema(\\.ts)?$",
            allowImportNames: names,
            message: `A ${module} repository reads and writes only the ${module} module's tables: call the owning module's use case.`,
          },
          { regex: `^\\.\\./(?!(\\.\\./)*${module}-db(\\.ts)?$).*-db(\\.ts)?$`, message: "A repository takes its own module's handle, not another module's." },
        ],
      },
    ],
  },
}));

export const moduleBoundaryRules = [
  {
    files: ["server/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: moduleZones }] },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/http/**", "server/main.ts"],
    rules: { "no-restricted-imports": ["error", { paths: uiAndHttpPackages, patterns: serverPatterns }] },
  },
  ...ownTablesOnly,
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
    rules: { "no-restricted-imports": ["error", { patterns: [anyRepository] }] },
  },
  {
    // End-to-end specs take `test` from e2e/helpers/test.ts, whose presses wait for the page to
    // answer the scroll that brought their target into view (a press landing on nothing failed
    // CI four times, in four specs).
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/helpers/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import test from e2e/helpers/test.ts." }], patterns: [anyRepository] },
      ],
    },
  },
];

export const browserImportRules = [
  {
    // What the islands and the hydrated components bundle for the browser. Server-only files
    // (*.server.ts) and tests are not shipped.
    files: ["app/islands/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [anyRepository, serverOutsideContracts] }] },
  },
];
