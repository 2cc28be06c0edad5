import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FIELD, CAPTCHA_RENDER_DELAY_MS } from "../../../server/captcha/captcha.ts";
import type { CaptchaPageData } from "../../islands/account/captcha.ts";
import { PageDataScript } from "../ui/page-data-script.tsx";

/** Tells the account script that captcha is on and where its challenges come from (decision 049). */
export function CaptchaSettings() {
  const data: CaptchaPageData = { challengeUrl: CAPTCHA_CHALLENGE_PATH, field: CAPTCHA_FIELD, renderDelayMs: CAPTCHA_RENDER_DELAY_MS };
  return <PageDataScript id="captcha-settings" data={data} />;
}
