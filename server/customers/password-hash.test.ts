import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash.ts";

const BUDGET_MS = 300;
const MICROSECONDS_PER_MS = 1000;

/** CPU time this process spent (all its threads: argon2 runs on libuv's pool), in ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / MICROSECONDS_PER_MS;
}

describe("password hashing", () => {
  // CPU time, not wall-clock time: on a busy machine the wall clock also counts other processes.
  it("stores argon2id and verifies within 300 ms of CPU time", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    const started = process.cpuUsage();
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(cpuMs(started)).toBeLessThan(BUDGET_MS);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });

  it("spends comparable work on the dummy check", async () => {
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
