import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHOP_NODE_FLAGS } from "./node-flags.ts";

describe("the shop process's Node flags", () => {
  const scripts = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;

  it.each(["start", "serve"])("npm run %s starts server/main.ts with every flag of SHOP_NODE_FLAGS", (name) => {
    const command = scripts[name] ?? "";
    expect(command).toContain(`node ${SHOP_NODE_FLAGS.join(" ")} server/main.ts`);
  });

  it("npm run bench:render-cost, which renders pages in its own process, runs with every flag of SHOP_NODE_FLAGS", () => {
    expect(scripts["bench:render-cost"]).toContain(`node ${SHOP_NODE_FLAGS.join(" ")} bench/render-cost.ts`);
  });
});
