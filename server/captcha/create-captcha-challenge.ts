import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_LIFETIME_SECONDS, type CaptchaSettings } from "./captcha.ts";

/** A fresh challenge, signed with the shop's key, that expires CAPTCHA_LIFETIME_SECONDS from `now`. */
export function createCaptchaChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_SECONDS * 1000),
    hmacSignatureSecret: settings.hmacKey,
  });
}
