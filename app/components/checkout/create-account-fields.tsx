import type { FieldError } from "../../../server/checkout/checkout.ts";
import { t } from "../../i18n/t.ts";
import { CheckoutField } from "./checkout-field.tsx";

// A guest's "Create an account?" with the password to choose (WooCommerce's createaccount and
// account_password). The password field shows once the box is ticked (CSS, no script needed).

export function CreateAccountFields({ values, errors }: { values: Readonly<Record<string, string>>; errors: readonly FieldError[] }) {
  return (
    <div className="woocommerce-account-fields">
      <p className="form-row form-row-wide create-account">
        <input id="createaccount" type="checkbox" name="createaccount" value="1" className="input-checkbox" defaultChecked={values["createaccount"] === "1"} />{" "}
        <label htmlFor="createaccount">{t("checkout.createAccount")}</label>
      </p>
      <div className="create-account__fields">
        <CheckoutField name="account_password" type="password" label={t("checkout.accountPassword")} autoComplete="new-password" required values={{}} errors={errors} />
      </div>
    </div>
  );
}
