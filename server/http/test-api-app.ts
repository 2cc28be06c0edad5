import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Logger } from "pino";
import { createContext, type ServerBuild } from "react-router";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createApp, type ShopApp } from "./create-app.ts";
import { ISLAND_BUILDS, islandManifestPath, type IslandBuildDir } from "./island-scripts.ts";
import type { PaymentEventHandler } from "./payments-api.ts";

// Test-only: the real app (middleware, request log, Store API) for tests of the JSON API and its
// logs, without a front-end build: the document handler gets an empty route tree, so it is never
// the part under test. Tests that walk pages use the app's real build (app/csrf-routes.int.test.ts).

export interface TestApiApp extends ShopApp {
  /** Removes the temporary client folder. */
  dispose(): void;
}

/** A temporary client folder whose islands manifest names every island (the files need not exist). */
export function clientDirWithIslands(prefix: string): string {
  const clientDir = mkdtempSync(join(tmpdir(), prefix));
  for (const [dir, entries] of Object.entries(ISLAND_BUILDS)) {
    const path = islandManifestPath(clientDir, dir as IslandBuildDir);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(Object.fromEntries(Object.entries(entries).map(([name, entry]) => [entry, { file: `${name}.js` }]))));
  }
  return clientDir;
}

export function createTestApiApp(options: { database: DatabaseHandle; config: Config; logger: Logger; onPaymentEvent?: PaymentEventHandler }): TestApiApp {
  const clientDir = clientDirWithIslands("shopwright-api-app-");
  const build = {
    entry: { module: { servicesContext: createContext() } },
    routes: {},
    assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: clientDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  const shop = createApp({ build, clientDir, ...options, mailer: { send: async () => undefined } });
  return { ...shop, dispose: () => rmSync(clientDir, { recursive: true, force: true }) };
}
