import { join } from "node:path";
import { Linter } from "eslint";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { moduleBoundaryRules } from "../../eslint/boundaries.js";

// The module boundaries of eslint/boundaries.js, run on small sources placed in the real tree: a
// repository that reaches another module's tables, and a module that imports one it may not.

const ROOT = join(import.meta.dirname, "..", "..");
const linter = new Linter({ configType: "flat", cwd: ROOT });
const config: Linter.Config[] = [
  { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } },
  { files: ["**/*.ts"], plugins: { "import-x": importX }, settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] } },
  ...moduleBoundaryRules,
];

function problems(file: string, code: string): string[] {
  return linter.verify(code, config, join(ROOT, file)).map((m) => `${m.ruleId ?? "?"}: ${m.message}`);
}

describe("module boundaries (eslint/boundaries.js)", () => {
  it("a repository may import its own module's table types", () => {
    expect(problems("server/cart/probe.repository.ts", 'import type { CartTables } from "../db/schema.ts";\nexport type T = CartTables;\n')).toEqual([]);
  });

  it("a repository importing the whole Database or another module's tables fails lint", () => {
    expect(problems("server/cart/probe.repository.ts", 'import type { Database } from "../db/schema.ts";\nexport type T = Database;\n')).toEqual([expect.stringContaining("reads and writes only the cart module's tables")]);
    expect(problems("server/catalog/probe.repository.ts", 'import type { ReviewsTables } from "../db/schema.ts";\nexport type T = ReviewsTables;\n')).toEqual([expect.stringContaining("only the catalog module's tables")]);
  });

  it("a repository taking another module's handle fails lint; its own, even from a subfolder, passes", () => {
    expect(problems("server/cart/probe.repository.ts", 'import type { CouponsDb } from "../coupons/coupons-db.ts";\nexport type T = CouponsDb;\n')).toEqual([expect.stringContaining("own module's handle")]);
    expect(problems("server/auth/social/probe.repository.ts", 'import type { AuthDb } from "../auth-db.ts";\nexport type T = AuthDb;\n')).toEqual([]);
  });

  it("a module importing a module outside its declared dependencies fails lint", () => {
    expect(problems("server/orders/probe.ts", 'import { GATEWAY_IDS } from "../payments/payments.ts";\nexport const ids = GATEWAY_IDS;\n')).toEqual([expect.stringContaining("Module orders may not import module payments")]);
    expect(problems("server/checkout/probe.ts", 'import { GATEWAY_IDS } from "../payments/payments.ts";\nexport const ids = GATEWAY_IDS;\n')).toEqual([]);
  });
});
