import { t } from "../../i18n/t.ts";
import { Field } from "./account-field.tsx";
import { LOST_PASSWORD_PATH, MY_ACCOUNT_PATH } from "./account-panels.ts";
import { PanelFrame, SubmitButton, SwitchLink, type PanelProps } from "./panel-frame.tsx";
import { SocialButtons } from "./social-buttons.tsx";

// The login and register panels (spec §2/§3: register takes email, first and last name, password
// and its repeat).

export function LoginPanel({ props, id }: PanelProps) {
  const { values, fieldErrors } = props;
  return (
    <PanelFrame panel="login" title={t("account.login")} props={props} id={id} after={<SocialButtons providers={props.socialProviders} />}>
      <Field id={id("login-email")} name="email" type="email" label={t("account.usernameOrEmail")} autoComplete="username" required defaultValue={values["login_email"]} error={fieldErrors["login_email"]} />
      <Field id={id("login-password")} name="password" type="password" label={t("account.password")} autoComplete="current-password" required error={fieldErrors["login_password"]} />
      <p className="form-row form-row--inline">
        <label>
          <input type="checkbox" name="remember" value="1" /> {t("account.rememberMe")}
        </label>
      </p>
      {values["redirect_to"] !== undefined && <input type="hidden" name="redirect_to" value={values["redirect_to"]} />}
      <SubmitButton label={t("account.logIn")} />
      <p className="account-form__links">
        <SwitchLink to="lost-password" href={LOST_PASSWORD_PATH}>
          {t("account.lostYourPassword")}
        </SwitchLink>
      </p>
      <p className="account-form__links" data-js-only>
        {t("account.noAccount")}{" "}
        <SwitchLink to="register" href={`${MY_ACCOUNT_PATH}#register`}>
          {t("account.signUp")}
        </SwitchLink>
      </p>
    </PanelFrame>
  );
}

export function RegisterPanel({ props, id }: PanelProps) {
  const { values, fieldErrors } = props;
  return (
    <PanelFrame panel="register" title={t("account.register")} props={props} id={id} after={<SocialButtons providers={props.socialProviders} />}>
      <Field id={id("register-email")} name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={values["email"]} error={fieldErrors["email"]} />
      <Field id={id("register-first-name")} name="first_name" label={t("account.firstName")} autoComplete="given-name" defaultValue={values["first_name"]} error={fieldErrors["first_name"]} />
      <Field id={id("register-last-name")} name="last_name" label={t("account.lastName")} autoComplete="family-name" defaultValue={values["last_name"]} error={fieldErrors["last_name"]} />
      <Field id={id("register-password")} name="password" type="password" label={t("account.password")} autoComplete="new-password" required error={fieldErrors["password"]} />
      <Field id={id("register-password-repeat")} name="password_repeat" type="password" label={t("account.passwordRepeat")} autoComplete="new-password" required error={fieldErrors["password_repeat"]} />
      {values["redirect_to"] !== undefined && <input type="hidden" name="redirect_to" value={values["redirect_to"]} />}
      <SubmitButton label={t("account.register")} />
      <p className="account-form__links" data-js-only>
        {t("account.haveAccount")}{" "}
        <SwitchLink to="login" href={MY_ACCOUNT_PATH}>
          {t("account.logIn")}
        </SwitchLink>
      </p>
    </PanelFrame>
  );
}
