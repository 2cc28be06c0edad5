import type { FieldError } from "../../../server/checkout/checkout.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { CheckoutField } from "./checkout-field.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// A guest's "Create an account?" with the password to choose (WooCommerce's createaccount and
// account_password). The password field shows once the box is ticked (CSS, no script needed).
// `required`: the cart holds a subscription, which needs an account, so the box is ticked for good
// (its value travels in a hidden field: a disabled box is not posted) and says why.

export function CreateAccountFields({ values, errors, required = false }: { values: Readonly<Record<string, string>>; errors: readonly FieldError[]; required?: boolean }) {
  return (
    <div className="woocommerce-account-fields">
      <p className="form-row form-row-wide create-account">
        {required ? (
          <>
            <input id="createaccount" type="checkbox" className="input-checkbox" defaultChecked disabled aria-describedby="createaccount-required" />{" "}
            <label htmlFor="createaccount">{checkoutText("checkout.createAccount")}</label>
            <input type="hidden" name="createaccount" value="1" />{" "}
            <span id="createaccount-required" className="create-account__required">
              {subscriptionText("checkout.accountRequired")}
            </span>
          </>
        ) : (
          <>
            <input id="createaccount" type="checkbox" name="createaccount" value="1" className="input-checkbox" defaultChecked={values["createaccount"] === "1"} />{" "}
            <label htmlFor="createaccount">{checkoutText("checkout.createAccount")}</label>
          </>
        )}
      </p>
      <div className="create-account__fields">
        <CheckoutField name="account_password" type="password" label={checkoutText("checkout.accountPassword")} autoComplete="new-password" required values={{}} errors={errors} />
      </div>
    </div>
  );
}
