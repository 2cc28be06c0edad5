import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// A shop of its own on a free port, on a fresh SQLite file in a temporary directory (or a database
// the caller made) seeded with the demo catalogue (SEED_DEMO's default), as the e2e config's server
// is: for the screenshots script and for specs that need other settings than the shared e2e
// server's (e2e/helpers/own-shop.ts, media-shop.ts, consent-shop.ts, social-shop.ts). Needs a build.

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const READY_POLL_MS = 200;
const READY_TIMEOUT_MS = 120_000;

export interface DemoShop {
  baseURL: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface DemoShopOptions {
  /** The database to run on; a new SQLite file in the shop's temporary directory by default. */
  databaseUrl?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** Starts the shop with `settings` on top of the defaults, and waits until it answers /healthz. */
export async function startDemoShop(settings: Record<string, string> = {}, options: DemoShopOptions = {}): Promise<DemoShop> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), "shopwright-demo-"));
  const databaseUrl = options.databaseUrl ?? `sqlite:${join(dir, "shop.sqlite")}`;
  const shop = spawn(process.execPath, ["server/main.ts"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SHOP_URL: baseURL,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: join(dir, "media"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      LOG_LEVEL: "warn",
      ...settings,
    },
  });
  const exited = new Promise((resolve) => shop.once("exit", resolve));
  const stop = async () => {
    if (shop.exitCode === null && shop.signalCode === null) {
      shop.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (shop.exitCode !== null) {
      await stop();
      throw new Error(`the demo shop exited with ${shop.exitCode}`);
    }
    const ok = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ok) return { baseURL, databaseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the demo shop did not answer ${baseURL}/healthz`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}
