import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { keptPerVersion } from "./kept-per-version.ts";

/** A stand-in handle: keptPerVersion uses nothing of a database but its adapter's identity. */
function fakeDb(): Pick<Kysely<never>, "getExecutor"> {
  const adapter = {};
  return { getExecutor: () => ({ adapter }) } as unknown as Pick<Kysely<never>, "getExecutor">;
}

describe("keptPerVersion", () => {
  it("reads once while the version holds, and again when it changes", async () => {
    let version = "1";
    let reads = 0;
    const kept = keptPerVersion(
      async () => version,
      async () => ({ read: ++reads }),
    );
    const db = fakeDb();
    const first = await kept(db);
    expect(await kept(db)).toBe(first);
    version = "2";
    const second = await kept(db);
    expect(second).toEqual({ read: 2 });
    expect(await kept(db)).toBe(second);
  });

  it("keeps each database's value apart", async () => {
    let reads = 0;
    const kept = keptPerVersion(
      async () => "same",
      async () => ++reads,
    );
    const [one, two] = [fakeDb(), fakeDb()];
    expect([await kept(one), await kept(two), await kept(one)]).toEqual([1, 2, 1]);
  });

  it("shares one read between calls that arrive while it runs", async () => {
    let reads = 0;
    let finish = (_value: string) => {};
    const kept = keptPerVersion(
      async () => "1",
      () => {
        reads++;
        return new Promise<string>((resolve) => (finish = resolve));
      },
    );
    const db = fakeDb();
    const both = Promise.all([kept(db), kept(db)]);
    // Both calls have read the version and found no value yet: wait until the one read has started.
    await expect.poll(() => reads).toBe(1);
    finish("categories");
    expect(await both).toEqual(["categories", "categories"]);
    expect(reads).toBe(1);
  });

  it("forgets a failed read, so the next call reads again", async () => {
    let fail = true;
    const kept = keptPerVersion(
      async () => "1",
      async () => {
        if (fail) throw new Error("database gone");
        return "read";
      },
    );
    const db = fakeDb();
    await expect(kept(db)).rejects.toThrow("database gone");
    fail = false;
    expect(await kept(db)).toBe("read");
  });
});
