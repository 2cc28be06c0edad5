import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A PostgreSQL cluster that lives for one test or bench run: initdb into a temp dir, start it on a
// free loopback port, and delete it afterwards. The server refuses to run as root, hence runuser.

export interface ThrowawayPostgres {
  /** Over TCP on 127.0.0.1. */
  url: string;
  /** The same server over its Unix-domain socket, as an app on the database's own machine connects. */
  socketUrl: string;
  stop(): void;
}

function findPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) throw new Error(`PostgreSQL binaries not found under ${root}`);
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  throw new Error(`No initdb under ${root}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asPostgresUser(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), "shopwright-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = await freePort();
  asPostgresUser(join(bin, "initdb"), ["-D", data, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  asPostgresUser(join(bin, "pg_ctl"), [
    "start", "-D", data, "-w", "-l", join(dir, "server.log"),
    "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300 -c synchronous_commit=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        asPostgresUser(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate", "-w"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function postgresIsInstalled(): boolean {
  try {
    findPostgresBin();
    execFileSync("id", ["postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
