import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OAuth2Server } from "oauth2-mock-server";

// A shop of its own for the social sign-in spec: Google is played by oauth2-mock-server on
// localhost (real discovery, keys and signed ID tokens), and force-register is on. The shared e2e
// server stays without social providers, so no other spec sees their buttons.

export interface SocialShop {
  baseURL: string;
  stop(): Promise<void>;
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

async function waitForHealth(url: string, shop: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the social e2e shop exited with ${shop.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      (error: unknown) => {
        if (error instanceof TypeError) return false; // not listening yet
        throw error;
      },
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`the social e2e shop did not answer ${url}`);
}

/** Starts the identity provider and a shop using it; the provider signs in `claims` for everyone. */
export async function startSocialShop(claims: Record<string, unknown>): Promise<SocialShop> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "localhost");
  google.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), "shopwright-e2e-social-"));
  const shop = spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SHOP_URL: baseURL,
      DATABASE_URL: `sqlite:${join(dir, "shop.sqlite")}`,
      MEDIA_DIR: join(dir, "media"),
      LOG_LEVEL: "warn",
      GOOGLE_CLIENT_ID: "shop-e2e",
      GOOGLE_CLIENT_SECRET: "shop-e2e-secret",
      GOOGLE_ISSUER_URL: google.issuer.url ?? "",
      SOCIAL_FORCE_REGISTER: "1",
    },
  });
  const stop = async () => {
    shop.kill("SIGTERM");
    await google.stop();
  };
  try {
    await waitForHealth(`${baseURL}/healthz`, shop);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
