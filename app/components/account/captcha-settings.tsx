import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FIELD, CAPTCHA_RENDER_DELAY_MS } from "../../../server/captcha/captcha.ts";
import type { CaptchaPageData } from "../../islands/captcha/captcha-forms.ts";
import { PageDataScript } from "../ui/page-data-script.tsx";

/** While captcha is on: the captcha script and what it needs, where its challenges come from (decision 049). */
export function CaptchaSettings({ script, widgetScript }: { script: string; widgetScript: string }) {
  const data: CaptchaPageData = { widgetScript, challengeUrl: CAPTCHA_CHALLENGE_PATH, field: CAPTCHA_FIELD, renderDelayMs: CAPTCHA_RENDER_DELAY_MS };
  return (
    <>
      <PageDataScript id="captcha-settings" data={data} />
      <script type="module" src={script} />
    </>
  );
}
