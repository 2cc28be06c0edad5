import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash.ts";

const BUDGET_MS = 300;

describe("password hashing", () => {
  it("stores argon2id and verifies within the 300 ms budget", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    const started = performance.now();
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });

  it("spends comparable work on the dummy check", async () => {
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
