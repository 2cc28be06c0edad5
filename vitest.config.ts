import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) run once; integration tests (*.int.test.ts) run once per database.
// Playwright specs live in e2e/ and are never picked up here. A *.sqlite.int.test.ts checks
// something only SQLite has (its query planner's choices), so PostgreSQL does not run it; a
// *.postgres.int.test.ts, something only PostgreSQL has (its connection pool).
const integration = "{server,cli,app}/**/*.int.test.ts";
const sqliteOnly = "**/*.sqlite.int.test.ts";
const postgresOnly = "**/*.postgres.int.test.ts";

// Vitest leaves a core to itself by default: one worker on the 2-core CI machine, where the run then
// took 10 minutes. The main process is nearly idle once the files are transformed, so every core
// runs a worker; more than four would only open more PostgreSQL connections.
const WORKERS = Math.min(4, Math.max(2, availableParallelism()));

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: "unit",
          include: ["{server,cli,app,scripts}/**/*.test.{ts,tsx}"],
          exclude: [integration, "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: { name: "sqlite", include: [integration], exclude: [postgresOnly, "**/node_modules/**"], env: { TEST_DB_KIND: "sqlite" }, testTimeout: 30_000 },
      },
      {
        test: { name: "postgres", include: [integration], exclude: [sqliteOnly, "**/node_modules/**"], env: { TEST_DB_KIND: "postgres" }, testTimeout: 30_000 },
      },
    ],
  },
});
