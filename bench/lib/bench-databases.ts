import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresIsInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/throwaway-postgres.ts";
import { connectDatabase, type DatabaseHandle, type DatabaseKind } from "../../server/db/connect.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { createPostgresDatabase } from "./shop.ts";

// For the benches that drive use cases directly, without a shop process or a build (renewals):
// fresh migrated databases in a temp folder and a throwaway PostgreSQL cluster, torn down at the
// end, on error, and on Ctrl-C.

export interface BenchDatabases {
  /** Why PostgreSQL is skipped, or null when it is there. */
  postgresMissing: string | null;
  /** A fresh, migrated database of this kind, named for its purpose, and its URL for other processes. */
  open(kind: DatabaseKind, name: string): Promise<DatabaseHandle & { url: string }>;
  close(): Promise<void>;
}

/** `shared`: a cluster the caller owns and stops (`npm run bench` shares its own); otherwise one is started here. */
export async function openBenchDatabases(shared?: { postgres: ThrowawayPostgres | null; postgresMissing: string | null }): Promise<BenchDatabases> {
  const tempDir = mkdtempSync(join(tmpdir(), "shopwright-bench-db-"));
  let postgres = shared?.postgres ?? null;
  let postgresMissing: string | null = shared?.postgresMissing ?? null;
  const ownCluster = shared === undefined;
  if (ownCluster && postgresIsInstalled()) postgres = await startThrowawayPostgres();
  else if (ownCluster) postgresMissing = "PostgreSQL binaries or the postgres user are missing";
  const opened: DatabaseHandle[] = [];

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    process.off("SIGINT", onInterrupt);
    process.off("SIGTERM", onInterrupt);
    // One database that fails to close must not keep the others open or the temp folder behind; say so.
    await Promise.all(opened.map((handle) => handle.close().catch((error: unknown) => console.error("closing a bench database failed:", error))));
    try {
      if (ownCluster) postgres?.stop();
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
    postgresMissing,
    async open(kind, name) {
      let url: string;
      if (kind === "sqlite") url = `sqlite:${join(tempDir, `${name}.sqlite`)}`;
      else if (postgres === null) throw new Error(`PostgreSQL is not available: ${postgresMissing ?? "unknown"}`);
      else url = await createPostgresDatabase(postgres.url, name);
      const handle = connectDatabase(url);
      opened.push(handle);
      await migrateToLatest(handle.db);
      return { ...handle, url };
    },
    close,
  };
}
