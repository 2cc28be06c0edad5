import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresIsInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/throwaway-postgres.ts";
import type { DatabaseKind } from "../../server/db/connect.ts";
import { type BudgetRow, errorRow, problemRow } from "./report.ts";
import { createPostgresDatabase, type RunningShop, snapshotApp, startShop } from "./shop.ts";
import type { RunningProcess } from "./start-process.ts";

// What a bench run owns: a temp folder with a snapshot of build/ and server/, optionally a
// throwaway PostgreSQL cluster, and the processes it started. Everything is torn down at the end,
// on error, and on Ctrl-C.

export interface BenchEnvironment {
  tempDir: string;
  postgres: ThrowawayPostgres | null;
  /** Why PostgreSQL rows are skipped, when they are. */
  postgresMissing: string | null;
  /** A fresh database URL of the given kind, named for its purpose. */
  databaseUrl(kind: DatabaseKind, name: string, transport?: PostgresTransport): Promise<string>;
  startShop(databaseUrl: string, seedDemo: boolean): Promise<RunningShop>;
  /** Stops a shop this environment started. */
  stopShop(shop: RunningShop): Promise<void>;
  /** Has close() stop a process started elsewhere (the hello world). */
  own<T extends { process: RunningProcess }>(owned: T): T;
  close(): Promise<void>;
}

export async function openEnvironment(options: { postgres: boolean }): Promise<BenchEnvironment> {
  const tempDir = mkdtempSync(join(tmpdir(), "shopwright-bench-"));
  let appDir: string;
  try {
    appDir = snapshotApp(tempDir);
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
  const running = new Set<{ process: RunningProcess }>();
  let shopsStarted = 0;
  let postgres: ThrowawayPostgres | null = null;
  let postgresMissing: string | null = options.postgres ? null : "not requested";
  if (options.postgres) {
    if (postgresIsInstalled()) postgres = await startThrowawayPostgres();
    else postgresMissing = "PostgreSQL binaries or the postgres user are missing";
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    process.off("SIGINT", onInterrupt);
    process.off("SIGTERM", onInterrupt);
    await Promise.all([...running].map((shop) => shop.process.stop()));
    try {
      postgres?.stop();
    } finally {
      rmSync(tempDir, { recursive: true, force: true });
    }
  };
  const onInterrupt = () => {
    close()
      .catch((error: unknown) => console.error("cleanup failed:", error))
      .finally(() => process.exit(130));
  };
  process.once("SIGINT", onInterrupt);
  process.once("SIGTERM", onInterrupt);

  return {
    tempDir,
    postgres,
    postgresMissing,
    async databaseUrl(kind, name, transport = "tcp") {
      if (kind === "sqlite") return `sqlite:${join(tempDir, `${name}.sqlite`)}`;
      if (!postgres) throw new Error(`PostgreSQL is not available: ${postgresMissing ?? "unknown"}`);
      return createPostgresDatabase(transport === "tcp" ? postgres.url : postgres.socketUrl, name);
    },
    async startShop(databaseUrl, seedDemo) {
      shopsStarted += 1;
      const mediaDir = join(tempDir, `media-${shopsStarted}`);
      const shop = await startShop({ appDir, databaseUrl, mediaDir, seedDemo });
      running.add(shop);
      return shop;
    },
    async stopShop(shop) {
      await shop.process.stop();
      running.delete(shop);
    },
    own(owned) {
      running.add(owned);
      return owned;
    },
    close,
  };
}

/** How the shop reaches PostgreSQL: TCP on loopback, or the server's Unix-domain socket. */
export type PostgresTransport = "tcp" | "socket";

export interface ShopPlan {
  kind: DatabaseKind;
  /** PostgreSQL only; TCP unless said otherwise. */
  transport?: PostgresTransport;
  /** Database (PostgreSQL) or file (SQLite) name. */
  database: string;
  seedDemo: boolean;
  /** Fills the fresh database before the shop starts. */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** Names the rows when the shop cannot be set up. */
  bar: string;
}

export function databaseLabel(kind: DatabaseKind): string {
  return kind === "sqlite" ? "SQLite" : "PostgreSQL";
}

/** Sets up a shop, hands it to `use`, and always stops it; a failure becomes an ERROR row. */
export async function withShop(env: BenchEnvironment, plan: ShopPlan, use: (shop: RunningShop) => Promise<BudgetRow[]>): Promise<BudgetRow[]> {
  if (plan.kind === "postgres" && !env.postgres) {
    return [problemRow(plan.bar, "SKIP", env.postgresMissing ?? "no PostgreSQL")];
  }
  let shop: RunningShop | null = null;
  try {
    const databaseUrl = await env.databaseUrl(plan.kind, plan.database, plan.transport);
    if (plan.prepare) await plan.prepare(databaseUrl);
    shop = await env.startShop(databaseUrl, plan.seedDemo);
    return await use(shop);
  } catch (error) {
    return [errorRow(plan.bar, error)];
  } finally {
    if (shop) await env.stopShop(shop);
  }
}
