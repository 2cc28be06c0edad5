import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresIsInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres.ts";

// `npm test`: every check in one go, ending with one line "N passed, N failed" that counts every
// test (typecheck and lint count as one test each). It prepares what a fresh machine lacks: a
// throwaway PostgreSQL cluster when TEST_DATABASE_URL is unset, and Debian's Chromium.

interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
const reportDir = mkdtempSync(join(tmpdir(), "shopwright-test-report-"));

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(name: string, ok: boolean): void {
  console.log(`${ok ? "✔" : "✘"} ${name}`);
  if (ok) tally.passed += 1;
  else tally.failed += 1;
}

function addVitestCounts(file: string): boolean {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; testResults: { status: string }[] };
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  // A file that fails to load has no test results of its own; count it as a failure.
  const brokenFiles = report.testResults.filter((r) => r.status === "failed").length;
  if (report.numFailedTests === 0 && brokenFiles > 0) tally.failed += brokenFiles;
  return true;
}

interface PlaywrightStats {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
function addPlaywrightCounts(file: string): boolean {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, "utf8")) as PlaywrightStats;
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  return true;
}

function ensureChromium(): boolean {
  if (existsSync("/usr/bin/chromium")) return true;
  console.log("Chromium is missing: installing Debian's chromium package");
  return run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium"]);
}

async function main(): Promise<void> {
  step("typecheck", run("npx", ["react-router", "typegen"]) && run("npx", ["tsc", "--noEmit"]));
  step("lint", run("npx", ["eslint", "."]));

  let cluster: ThrowawayPostgres | null = null;
  let databaseUrl = process.env.TEST_DATABASE_URL ?? "";
  if (!databaseUrl) {
    if (!postgresIsInstalled()) {
      step("PostgreSQL available for tests (install postgresql or set TEST_DATABASE_URL)", false);
    } else {
      cluster = await startThrowawayPostgres();
      databaseUrl = cluster.url;
    }
  }
  try {
    const vitestReport = join(reportDir, "vitest.json");
    const projects = databaseUrl ? [] : ["--project", "unit", "--project", "sqlite"];
    run("npx", ["vitest", "run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
      TEST_DATABASE_URL: databaseUrl,
    });
    if (!addVitestCounts(vitestReport)) step("vitest produced a report", false);
  } finally {
    cluster?.stop();
  }

  const built = run("npm", ["run", "build", "--silent"]);
  step("production build", built);
  if (built && ensureChromium()) {
    const playwrightReport = join(reportDir, "playwright.json");
    run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
    if (!addPlaywrightCounts(playwrightReport)) step("playwright produced a report", false);
  } else if (built) {
    step("chromium available for end-to-end tests", false);
  }

  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exitCode = tally.failed === 0 ? 0 : 1;
}

await main();
