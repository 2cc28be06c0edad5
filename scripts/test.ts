import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshPostgresDatabase } from "./fresh-postgres-database.ts";
import { playwrightOutcome, singleCheckOutcome, summaryLines, totalOf, vitestOutcome, type StepOutcome } from "./test-tally.ts";
import { postgresIsInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres.ts";

// `npm test`: every check in one go, ending with one line "N passed, N failed" that counts every
// test (typecheck, lint and the build count as one test each). A tool that exits non-zero, reports
// a run-level error, runs no test, or whose own totals disagree with the tests counted one by one
// fails its step (scripts/test-tally.ts). It prepares what a fresh machine lacks: a throwaway
// PostgreSQL cluster when TEST_DATABASE_URL is unset (used by Vitest and by the second e2e run),
// and Debian's Chromium.

const outcomes: StepOutcome[] = [];
const reportDir = mkdtempSync(join(tmpdir(), "shopwright-test-report-"));

const MS_PER_SECOND = 1000;

function logCommand(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(" ")}`);
}

/** Each command's time, so a run that creeps towards its time limit shows where. */
function logTime(command: string, args: string[], started: number): void {
  console.log(`(${command} ${args[0] ?? ""}: ${Math.round((Date.now() - started) / MS_PER_SECOND)} s)`);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number | null {
  logCommand(command, args);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  logTime(command, args, started);
  return result.status;
}

/**
 * `run` for a command that runs beside another: its output is held and printed whole when it ends,
 * so two commands' lines do not interleave. For single-threaded tools, which leave a core idle.
 */
function runBeside(command: string, args: string[]): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (status: number | null, error?: Error) => {
      if (finished) return;
      finished = true;
      logCommand(command, args);
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(error.message);
      logTime(command, args, started);
      resolve(status);
    };
    child.on("error", (error) => finish(null, error));
    child.on("close", (status) => finish(status));
  });
}

function check(label: string, ok: boolean): boolean {
  console.log(`${ok ? "✔" : "✘"} ${label}`);
  outcomes.push(singleCheckOutcome(label, ok));
  return ok;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

function runVitest(databaseUrl: string): void {
  const report = join(reportDir, "vitest.json");
  const projects = databaseUrl ? [] : ["--project", "unit", "--project", "sqlite"];
  const label = databaseUrl ? "vitest (unit, SQLite, PostgreSQL)" : "vitest (unit, SQLite)";
  const exitCode = run("npx", ["vitest", "run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    TEST_DATABASE_URL: databaseUrl,
  });
  outcomes.push(vitestOutcome(label, readJson(report), exitCode));
}

/** One Playwright run against a web server on `databaseUrl` (empty: a fresh SQLite file). */
function runPlaywright(label: string, name: string, databaseUrl: string): void {
  const report = join(reportDir, `playwright-${name}.json`);
  const env: Record<string, string> = { PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  if (databaseUrl) env.E2E_DATABASE_URL = databaseUrl;
  const exitCode = run("npx", ["playwright", "test"], env);
  outcomes.push(playwrightOutcome(label, readJson(report), exitCode));
}

function ensureChromium(): boolean {
  if (existsSync("/usr/bin/chromium")) return true;
  console.log("Chromium is missing: installing Debian's chromium package");
  return run("apt-get", ["update", "-qq"]) === 0 && run("apt-get", ["install", "-y", "-qq", "chromium"]) === 0;
}

async function main(): Promise<void> {
  const started = Date.now();
  // tsc and ESLint each keep one core busy: side by side they take the time of the slower.
  const typecheck = run("npx", ["react-router", "typegen"]) === 0 ? runBeside("npx", ["tsc", "--noEmit"]) : Promise.resolve(1);
  const lint = runBeside("npx", ["eslint", "."]);
  check("typecheck", (await typecheck) === 0);
  check("lint", (await lint) === 0);

  let cluster: ThrowawayPostgres | null = null;
  let databaseUrl = process.env.TEST_DATABASE_URL ?? "";
  if (!databaseUrl) {
    if (postgresIsInstalled()) {
      cluster = await startThrowawayPostgres();
      databaseUrl = cluster.url;
    } else {
      check("PostgreSQL available for tests (install postgresql or set TEST_DATABASE_URL)", false);
    }
  }
  try {
    runVitest(databaseUrl);
    if (check("production build", run("npm", ["run", "build", "--silent"]) === 0) && check("Chromium available for end-to-end tests", ensureChromium())) {
      runPlaywright("e2e on SQLite", "sqlite", "");
      if (databaseUrl) {
        const database = await freshPostgresDatabase(databaseUrl, "shopwright_e2e");
        try {
          runPlaywright("e2e on PostgreSQL", "postgres", database.url);
        } finally {
          await database.drop();
        }
      }
    }
  } finally {
    cluster?.stop();
  }

  console.log(`\n${summaryLines(outcomes).join("\n")}`);
  console.log(`(${Math.round((Date.now() - started) / MS_PER_SECOND)} s in all)`);
  process.exitCode = totalOf(outcomes).failed === 0 ? 0 : 1;
}

await main();
