import { data } from "react-router";
import { updateAccountDetails } from "../../server/auth/update-account-details.ts";
import { Field } from "../components/account/account-field.tsx";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { appendSessionCookies, csrfTokenForPage, mergeAccountHeaders, sessionTokenOf } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { formText } from "../form-text.ts";
import { accountCodeText } from "../i18n/account-messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.edit-account";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/edit-account: names, display name, email and password. Without JavaScript the form
// posts here; with it the account script sends it to the JSON API and answers with toasts (§8).

const DETAILS_API = "/api/v1/account/details";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const values = { account_first_name: customer.firstName, account_last_name: customer.lastName, account_display_name: customer.displayName, account_email: customer.email };
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), values }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const form = await request.formData();
  const field = (name: string) => formText(form, name);
  const input = {
    customerId: customer.id,
    sessionToken: sessionTokenOf(request) ?? "",
    firstName: field("account_first_name"),
    lastName: field("account_last_name"),
    displayName: field("account_display_name"),
    email: field("account_email"),
    currentPassword: field("password_current"),
    newPassword: field("password_1"),
    confirmPassword: field("password_2"),
    ip: services.clientIp,
    ipLimit: services.config.authRateLimitPerIp,
  };
  const result = await updateAccountDetails(services.db, input, new Date());
  if (!result.ok) return data({ kind: "error" as const, code: result.code, field: result.field ?? null }, { headers, status: 422 });
  if (result.session !== null) appendSessionCookies(headers, services.config, result.session);
  return data({ kind: "success" as const, code: result.notice, field: null }, { headers });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.accountDetails") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function EditAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { values, csrfToken } = loaderData;
  const error = (name: string) => (actionData?.field === name ? actionData.code : undefined);
  return (
    <AccountLayout current="edit-account" title={t("account.accountDetails")} csrfToken={csrfToken}>
      <AccountNotice notice={actionData ? { kind: actionData.kind, text: accountCodeText(actionData.code) } : null} />
      <form method="post" className="edit-account account-form" data-account-details data-endpoint={DETAILS_API} noValidate>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <Field id="account_first_name" name="account_first_name" label={t("account.firstName")} autoComplete="given-name" required defaultValue={values.account_first_name} error={error("account_first_name")} />
        <Field id="account_last_name" name="account_last_name" label={t("account.lastName")} autoComplete="family-name" required defaultValue={values.account_last_name} error={error("account_last_name")} />
        <Field id="account_display_name" name="account_display_name" label={t("account.displayName")} autoComplete="nickname" required defaultValue={values.account_display_name} error={error("account_display_name")} />
        <p className="field-hint">{t("account.displayNameHint")}</p>
        <Field id="account_email" name="account_email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={values.account_email} error={error("account_email")} />
        <fieldset>
          <legend>{t("account.passwordChange")}</legend>
          <Field id="password_current" name="password_current" type="password" label={t("account.currentPassword")} autoComplete="current-password" error={error("password_current")} />
          <Field id="password_1" name="password_1" type="password" label={t("account.newPasswordBlank")} autoComplete="new-password" error={error("password_1")} />
          <Field id="password_2" name="password_2" type="password" label={t("account.confirmPassword")} autoComplete="new-password" error={error("password_2")} />
        </fieldset>
        <button type="submit" className="button account-form__submit" data-submit>
          {t("account.saveChanges")}
        </button>
      </form>
    </AccountLayout>
  );
}
