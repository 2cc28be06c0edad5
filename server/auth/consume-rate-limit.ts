import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_IP, RATE_LIMIT_WINDOW_SECONDS, type RateLimitedAction } from "./auth.ts";
import { deleteBucket, hitBucket } from "./rate-limit.repository.ts";
import { sha256Hex } from "../tokens/secure-token.ts";
import { authDb } from "./auth-db.ts";

// Counts one try of a login, register or lost-password request per account and per client
// address, before any password hashing, so a flood costs the attacker more than the shop.
// Counters live in the database so several stateless processes share them.

export interface RateLimitSubject {
  action: RateLimitedAction;
  /** The lower-cased email the request is about; null when the form left it empty. */
  account: string | null;
  ip: string;
  /** Tries allowed per client address in one window: the shop's AUTH_RATE_LIMIT_PER_IP, RATE_LIMIT_PER_IP unless set. */
  ipLimit?: number | undefined;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

function bucketKey(action: RateLimitedAction, kind: "account" | "ip", value: string): string {
  return sha256Hex(`${action}\n${kind}\n${value}`);
}

export async function consumeRateLimit(db: Kysely<Database>, subject: RateLimitSubject, now: Date): Promise<RateLimitVerdict> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const checks: { key: string; limit: number }[] = [{ key: bucketKey(subject.action, "ip", subject.ip), limit: subject.ipLimit ?? RATE_LIMIT_PER_IP }];
  if (subject.account !== null) checks.push({ key: bucketKey(subject.action, "account", subject.account), limit: RATE_LIMIT_PER_ACCOUNT });
  let retryAfterMs = 0;
  for (const check of checks) {
    const bucket = await hitBucket(authDb(db), check.key, now.toISOString(), windowStart);
    if (bucket.hits > check.limit) {
      retryAfterMs = Math.max(retryAfterMs, Date.parse(bucket.windowStartedAt) + windowMs - now.getTime());
    }
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { ok: true };
}

/** A successful login forgives the account's earlier failed tries (the address keeps its count). */
export async function resetAccountRateLimit(db: Kysely<Database>, action: RateLimitedAction, account: string): Promise<void> {
  await deleteBucket(authDb(db), bucketKey(action, "account", account));
}
