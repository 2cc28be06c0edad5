import { createHash, randomBytes } from "node:crypto";
import { CART_TOKEN_BYTES } from "./cart.ts";

// A guest's cart token is a bearer secret: only its sha256 is stored, so a leaked database does not
// hand out live carts. sha256 without salt suffices because the token itself has 256 random bits.

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((CART_TOKEN_BYTES * 4) / 3)}}$`);

export function generateCartToken(): string {
  return randomBytes(CART_TOKEN_BYTES).toString("base64url");
}

/** The stored form of a token, or null when the value cannot be one of ours (no lookup needed). */
export function hashCartToken(token: string): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}
