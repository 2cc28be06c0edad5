import type { Kysely } from "kysely";
import { verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { captchaDb } from "./captcha-db.ts";
import { deleteExpiredChallenges, spendChallenge } from "./captcha-solutions.repository.ts";
import type { CaptchaSettings, CaptchaVerdict } from "./captcha.ts";

// Verifies the widget's payload (base64 of {challenge, solution} JSON) and spends it: the
// challenge must carry the shop's signature, be unexpired and solved, and not have been used
// before. Hostile payloads are refused by shape before any work; nothing here throws on input.

const hex = z.string().regex(/^[0-9a-f]+$/i).max(1024);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(32),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive().max(10_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      expiresAt: z.number().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), derivedKey: hex }),
});

/** Longer is not a payload the widget writes. */
const MAX_PAYLOAD_CHARS = 8192;

function parsePayload(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export async function verifyCaptcha(db: Kysely<Database>, settings: CaptchaSettings, payload: string | null, now: Date): Promise<CaptchaVerdict> {
  if (payload === null || payload === "") return { ok: false, reason: "missing" };
  const parsed = parsePayload(payload);
  if (parsed === null) return { ok: false, reason: "invalid" };
  const { challenge, solution } = parsed;
  // altcha-lib compares expiry with the system clock; the shop's `now` decides here.
  if (challenge.parameters.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  let verified: boolean;
  try {
    verified = (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: settings.hmacKey })).verified;
  } catch (error) {
    // altcha-lib throws on parameters it cannot use (a prefix longer than the key, say): such a
    // payload was not made by our widget for our challenge, so it is refused like a wrong one.
    if (!(error instanceof Error)) throw error;
    verified = false;
  }
  if (!verified) return { ok: false, reason: "invalid" };
  const spent = captchaDb(db);
  await deleteExpiredChallenges(spent, now.toISOString());
  const first = await spendChallenge(spent, challenge.parameters.nonce, new Date(challenge.parameters.expiresAt * 1000).toISOString());
  return first ? { ok: true } : { ok: false, reason: "replayed" };
}
