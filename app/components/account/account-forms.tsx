import { accountCodeText } from "../../i18n/account-messages.en.ts";
import type { AccountFormsProps } from "./account-panels.ts";
import { LoginPanel, RegisterPanel } from "./login-panels.tsx";
import { LostPasswordPanel, ResetPasswordPanel } from "./password-panels.tsx";

// The login form with its four panels, inline on the account pages or inside the layout's popup.
// With JavaScript one panel shows at a time (data-active-panel, switched by the account script);
// without it the panels listed in noJsPanels show side by side.

export function AccountForms(props: AccountFormsProps) {
  const id = (name: string) => `${props.idPrefix}${name}`;
  const { notice } = props;
  return (
    <div className={`account-forms account-forms--${props.display}`} data-account-forms={props.display} data-active-panel={props.activePanel}>
      <div className="account-notice" data-account-notice>
        {notice && (
          <p className={notice.kind === "error" ? "woocommerce-error" : "woocommerce-message"} role={notice.kind === "error" ? "alert" : "status"}>
            {accountCodeText(notice.code)}
          </p>
        )}
      </div>
      <LoginPanel props={props} id={id} />
      <RegisterPanel props={props} id={id} />
      <LostPasswordPanel props={props} id={id} />
      <ResetPasswordPanel props={props} id={id} />
    </div>
  );
}
