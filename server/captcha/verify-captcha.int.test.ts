import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { CAPTCHA_LIFETIME_SECONDS } from "./captcha.ts";
import { createCaptchaChallenge } from "./create-captcha-challenge.ts";
import { verifyCaptcha } from "./verify-captcha.ts";

const SETTINGS = { hmacKey: "a-test-key-of-the-shop-0123456789abcdef" };

/** What the widget sends: base64 of the challenge with its solution, solved here as a browser would. */
async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("verifyCaptcha", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("accepts a solved challenge the shop signed, once; the same solution again is refused as replayed", async () => {
    const now = new Date();
    const payload = await solvedPayload(await createCaptchaChallenge(SETTINGS, now));
    expect(await verifyCaptcha(handle.db, SETTINGS, payload, now)).toEqual({ ok: true });
    expect(await verifyCaptcha(handle.db, SETTINGS, payload, now)).toEqual({ ok: false, reason: "replayed" });
  });

  it("spends a solution sent twice at once exactly once", async () => {
    const now = new Date();
    const payload = await solvedPayload(await createCaptchaChallenge(SETTINGS, now));
    const verdicts = await Promise.all([verifyCaptcha(handle.db, SETTINGS, payload, now), verifyCaptcha(handle.db, SETTINGS, payload, now)]);
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
  });

  it("refuses a challenge past its lifetime as expired", async () => {
    const issued = new Date(Date.now() - (CAPTCHA_LIFETIME_SECONDS + 60) * 1000);
    const payload = await solvedPayload(await createCaptchaChallenge(SETTINGS, issued));
    expect(await verifyCaptcha(handle.db, SETTINGS, payload, new Date())).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a wrong solution, a challenge signed with another key, and a missing or malformed payload", async () => {
    const now = new Date();
    const challenge = await createCaptchaChallenge(SETTINGS, now);
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter: (solution?.counter ?? 0) + 1 } })).toString("base64");
    expect(await verifyCaptcha(handle.db, SETTINGS, wrong, now)).toEqual({ ok: false, reason: "invalid" });

    const foreign = await solvedPayload(await createCaptchaChallenge({ hmacKey: "another-shop-s-key-0123456789abcdefgh" }, now));
    expect(await verifyCaptcha(handle.db, SETTINGS, foreign, now)).toEqual({ ok: false, reason: "invalid" });

    expect(await verifyCaptcha(handle.db, SETTINGS, null, now)).toEqual({ ok: false, reason: "missing" });
    expect(await verifyCaptcha(handle.db, SETTINGS, "", now)).toEqual({ ok: false, reason: "missing" });
    for (const hostile of ["not base64 at all!", Buffer.from("{").toString("base64"), Buffer.from("[]").toString("base64"), "x".repeat(10_000)]) {
      expect(await verifyCaptcha(handle.db, SETTINGS, hostile, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
