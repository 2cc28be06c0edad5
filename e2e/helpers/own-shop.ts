import { startDemoShop, type DemoShop } from "../../scripts/demo-shop.ts";

// A shop of its own for a spec whose settings must differ from the shared e2e server's, on a new
// empty database (no demo seed: starting takes only the migrations, so the spec stays quick).

export type OwnShop = DemoShop;

export function startOwnShop(settings: Record<string, string>): Promise<OwnShop> {
  return startDemoShop({ SEED_DEMO: "false", ...settings });
}
