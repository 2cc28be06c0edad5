import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Bearer secrets (sessions, reset links, sign-in handshakes, cart tokens) for every module that
// hands one out; this module depends on nothing, so the cart and auth modules both can use it.
// They are random and stored only as their sha256: a leaked table hands out no live
// session or reset link. No salt is needed because each token already carries 256 random bits.

/** 32 random bytes = 256 bits for every bearer secret. */
export const TOKEN_BYTES = 32;

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((TOKEN_BYTES * 4) / 3)}}$`);

function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A new token and the form it is stored in. */
export function issueToken(): { token: string; tokenHash: string } {
  const token = generateToken();
  return { token, tokenHash: sha256Hex(token) };
}

/** The stored form of a token, or null when the value cannot be one of ours (no lookup needed). */
export function hashToken(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares secrets without leaking, through timing, how many leading characters matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}
