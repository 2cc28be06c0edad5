import type { Kysely } from "kysely";
import type { CaptchaSettings } from "../captcha/captcha.ts";
import { verifyCaptcha } from "../captcha/verify-captcha.ts";
import type { Database } from "../db/schema.ts";

// The captcha step of the login, register and lost-password use cases (decision 049). The edge
// passes the shop's setting and the form's solution; when captcha is off it passes nothing.

export interface CaptchaCheck {
  settings: CaptchaSettings;
  /** The form's `altcha` field; null when the form had none. */
  payload: string | null;
}

/** What an edge hands a use case: undefined when captcha is off. */
export type CheckCaptcha = CaptchaCheck | undefined;

/** True when captcha is off, or the solution is valid and spent now. */
export async function passesCaptcha(db: Kysely<Database>, check: CaptchaCheck | undefined, now: Date): Promise<boolean> {
  if (check === undefined) return true;
  return (await verifyCaptcha(db, check.settings, check.payload, now)).ok;
}
