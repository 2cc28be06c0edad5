import { spawnSync } from "node:child_process";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

// Runs a command with TEST_DATABASE_URL pointing at a throwaway cluster, then removes the cluster.
// Usage: node scripts/with-postgres.ts <command> [args…]
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.ts <command> [args…]");
  process.exit(2);
}
const cluster = await startThrowawayPostgres();
try {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
  process.exitCode = result.status ?? 1;
} finally {
  cluster.stop();
}
