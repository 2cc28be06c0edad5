import { t } from "../../i18n/t.ts";
import { Field } from "./account-field.tsx";
import { LOST_PASSWORD_PATH, MY_ACCOUNT_PATH } from "./account-panels.ts";
import { PanelFrame, SubmitButton, SwitchLink, type PanelProps } from "./panel-frame.tsx";

// The lost-password and reset-password panels. The reset panel carries the link's key; the
// popup's copy gets it from the address bar (the popup is cached HTML, the same for everyone).

// Outside the form: after a success the form is hidden, the way back stays.
const backToLogin = (
  <p className="account-form__links">
    <SwitchLink to="login" href={MY_ACCOUNT_PATH}>
      {t("account.backToLogin")}
    </SwitchLink>
  </p>
);

export function LostPasswordPanel({ props, id }: PanelProps) {
  const hint = <p className="account-panel__hint" data-form-hint>{t("account.lostHint")}</p>;
  return (
    <PanelFrame panel="lost-password" title={t("account.lostPassword")} props={props} id={id} hint={hint} after={backToLogin}>
      <Field id={id("lost-email")} name="email" type="email" label={t("account.usernameOrEmail")} autoComplete="username" required defaultValue={props.values["lost_email"]} error={props.fieldErrors["lost_email"]} />
      <SubmitButton label={t("account.resetPassword")} />
    </PanelFrame>
  );
}

export function ResetPasswordPanel({ props, id }: PanelProps) {
  const { reset } = props;
  if (reset !== null && !reset.valid) {
    const hint = (
      <p className="account-panel__hint">
        {t("account.resetLinkInvalid")} <a href={LOST_PASSWORD_PATH}>{t("account.getNewLink")}</a>
      </p>
    );
    return <PanelFrame panel="reset-password" title={t("account.resetPassword")} props={props} id={id} hint={hint}>{null}</PanelFrame>;
  }
  const hint = <p className="account-panel__hint" data-form-hint>{t("account.resetHint")}</p>;
  return (
    <PanelFrame panel="reset-password" title={t("account.resetPassword")} props={props} id={id} hint={hint}>
      <input type="hidden" name="key" value={reset?.key ?? ""} data-reset-key />
      <input type="hidden" name="id" value={reset?.id ?? ""} data-reset-id />
      <Field id={id("reset-password")} name="password" type="password" label={t("account.newPassword")} autoComplete="new-password" required error={props.fieldErrors["password"]} />
      <Field id={id("reset-password-repeat")} name="password_repeat" type="password" label={t("account.confirmNewPassword")} autoComplete="new-password" required error={props.fieldErrors["password_repeat"]} />
      <SubmitButton label={t("account.saveChanges")} />
    </PanelFrame>
  );
}
