import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A shop of its own for a spec whose settings must differ from the shared e2e server's, on a new
// empty database (no demo seed: starting takes only the migrations, so the spec stays quick).

export interface OwnShop {
  baseURL: string;
  stop(): void;
}

const READY_POLL_MS = 200;
const READY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startOwnShop(settings: Record<string, string>): Promise<OwnShop> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), "shopwright-e2e-own-"));
  mkdirSync(join(dir, "media"));
  const shop = spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SHOP_URL: baseURL, DATABASE_URL: `sqlite:${join(dir, "shop.sqlite")}`, MEDIA_DIR: join(dir, "media"), LOG_LEVEL: "warn", SEED_DEMO: "false", ...settings },
  });
  const stop = () => void shop.kill("SIGTERM");
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the e2e shop exited with ${shop.exitCode}`);
    const ok = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      (error: unknown) => {
        if (error instanceof TypeError) return false; // not listening yet
        throw error;
      },
    );
    if (ok) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  stop();
  throw new Error(`the e2e shop did not answer ${baseURL}/healthz`);
}
