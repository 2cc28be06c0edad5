import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { t } from "../../i18n/t.ts";
import { Icon } from "../ui/icons.tsx";
import { AccountForms } from "./account-forms.tsx";

// The login popup (spec §2): the same for every visitor, so cached pages can carry it. The account
// script opens it from [data-login-popup-trigger] elements; without JavaScript it never shows
// and the triggers are plain links to /my-account.

const NO_VALUES = {};

export function LoginDialog({ socialProviders }: { socialProviders: readonly SocialProvider[] }) {
  return (
    <dialog className="login-popup" aria-label={t("account.formLabel")} data-login-popup>
      <button type="button" className="login-popup__close" aria-label={t("account.close")} data-login-popup-close>
        <Icon name="close" size={24} />
      </button>
      <AccountForms
        display="popup"
        idPrefix="popup-"
        activePanel="login"
        noJsPanels={[]}
        csrfToken={null}
        socialProviders={socialProviders}
        notice={null}
        values={NO_VALUES}
        fieldErrors={NO_VALUES}
        reset={null}
      />
    </dialog>
  );
}
