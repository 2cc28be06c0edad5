import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { t } from "../../i18n/t.ts";

// Social sign-in: plain links to the server's redirect routes, so they work without JavaScript.
// Only configured providers get a button.

const LABELS = { google: "account.continueWithGoogle", facebook: "account.continueWithFacebook" } as const;

export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__title">{t("account.orContinueWith")}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider}>
            <a className={`button social-login__button social-login__button--${provider}`} href={`/auth/${provider}/start`}>
              {t(LABELS[provider])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
