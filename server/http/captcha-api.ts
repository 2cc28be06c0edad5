import type { Hono } from "hono";
import type { CheckCaptcha } from "../auth/check-captcha.ts";
import { CAPTCHA_CHALLENGE_PATH } from "../captcha/captcha.ts";
import { createCaptchaChallenge } from "../captcha/create-captcha-challenge.ts";
import type { Config } from "../config.ts";
import { apiError } from "./edge/api-error.ts";
import type { ApiServices } from "./store-api.ts";

/** The captcha step for an auth use case: the shop's setting and the form's solution, or nothing when captcha is off. */
export function captchaCheckFor(config: Config, payload: unknown): CheckCaptcha {
  return config.captcha === null ? undefined : { settings: config.captcha, payload: typeof payload === "string" ? payload : null };
}

/** The widget's challenge (decision 049): a new signed one per request, never cached; 404 captcha_off while captcha is off. */
export function mountCaptchaApi(app: Hono, { config }: ApiServices): void {
  app.get(CAPTCHA_CHALLENGE_PATH, async (c) => {
    if (config.captcha === null) return apiError(c, { code: "captcha_off" });
    c.header("Cache-Control", "no-store");
    return c.json(await createCaptchaChallenge(config.captcha, new Date()));
  });
}
