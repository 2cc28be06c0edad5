import type { SocialProvider } from "../../../server/auth/social/social.ts";
import { AccountForms } from "../account/account-forms.tsx";
import { CHECKOUT_PATH } from "./checkout-paths.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// "Returning customer? Click here to login" (spec §2): hidden until the link is clicked, then it
// slides open on the login panel. It is the shop's own login form, so the account script sends it
// to the JSON API and comes back here; the checkout script keeps what was typed in the checkout
// form across that reload. Without JavaScript it is a disclosure whose form posts as on /my-account.

const BACK_TO_CHECKOUT = { redirect_to: CHECKOUT_PATH };
const NO_ERRORS = {};

export function CheckoutLogin({ csrfToken, socialProviders }: { csrfToken: string; socialProviders: readonly SocialProvider[] }) {
  return (
    <details className="woocommerce-form-login-toggle" data-checkout-login>
      <summary className="woocommerce-info">
        {checkoutText("checkout.returningCustomer")} <span className="showlogin">{checkoutText("checkout.clickToLogin")}</span>
      </summary>
      <div className="checkout-login__panel">
        <AccountForms
          display="inline"
          idPrefix="checkout-login-"
          activePanel="login"
          noJsPanels={["login"]}
          csrfToken={csrfToken}
          socialProviders={socialProviders}
          notice={null}
          values={BACK_TO_CHECKOUT}
          fieldErrors={NO_ERRORS}
          reset={null}
        />
      </div>
    </details>
  );
}
