import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// One server for the whole run, on a fresh database loaded with the demo catalogue: a new SQLite
// file, or the empty PostgreSQL database E2E_DATABASE_URL names (`npm test` runs the suite on
// both). Workers inherit the environment, so the directory and URL are settled once, by the main
// process, and specs that need the database (e2e/helpers/shop-cli.ts) read the same variable.
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), "shopwright-e2e-"));
const dir = process.env.E2E_DIR;
process.env.E2E_DATABASE_URL ??= `sqlite:${join(dir, "shop.sqlite")}`;
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous on purpose: the suite must pass on a busy 2-core machine, where one argon2 login or
  // one axe pass can take several seconds. Waits on state end as soon as the state is reached, so
  // a fast machine does not pay for these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The test runner (scripts/test.ts) asks for a JSON report to count results; people get the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The shop answers only for its own origin (docs/decisions/007): the one the specs browse.
      SHOP_URL: baseURL,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      MEDIA_DIR: join(dir, "media"),
      // Lost-password mails land here as .eml files; the account specs read the reset link from them.
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "warn",
      // Every spec's shopper comes from 127.0.0.1, and a run registers and logs in more accounts
      // than the 50 tries a real address gets in 15 minutes; the per-account limit stays as it is.
      AUTH_RATE_LIMIT_PER_IP: "1000",
      // Small review pages, so Classic Hoodie's four demo reviews span two (e2e/product-review-pages.spec.ts).
      REVIEWS_PER_PAGE: "3",
      STORE_NOTICE: "Free shipping on orders over $50 this week.",
      STORE_NOTICE_ID: "7",
    },
  },
});
