import type { FieldError } from "../../../server/checkout/checkout.ts";
import { checkoutFieldLabel } from "./checkout-field-labels.ts";
import { fieldErrorText } from "./checkout-field.tsx";
import { TERMS_PATH } from "./checkout-paths.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// "I have read and agree to the website terms and conditions", required to order; its link opens
// the terms page in a lightbox (the checkout script), or the page itself without JavaScript.

export function TermsField({ error, checked }: { error: FieldError | null; checked: boolean }) {
  return (
    <p className={`form-row validate-required terms${error ? " woocommerce-invalid" : ""}`}>
      <input id="terms" type="checkbox" name="terms" value="1" required aria-describedby="terms-error" {...(error ? { "aria-invalid": true } : {})} defaultChecked={checked} />{" "}
      <label htmlFor="terms" className="woocommerce-terms-and-conditions-checkbox-text">
        {checkoutText("checkout.termsBefore")}
        <a href={TERMS_PATH} className="woocommerce-terms-and-conditions-link" data-terms-link>
          {checkoutText("checkout.termsLink")}
        </a>
      </label>
      <abbr className="required" title={checkoutText("checkout.required")}>
        {" *"}
      </abbr>
      <span id="terms-error" className="field-error">
        {error ? fieldErrorText(error, checkoutFieldLabel) : null}
      </span>
    </p>
  );
}

export function TermsDialog({ terms }: { terms: { title: string; content: string } }) {
  return (
    <dialog className="terms-lightbox" data-terms-dialog aria-labelledby="terms-lightbox-title">
      <div className="terms-lightbox__box">
        <h2 id="terms-lightbox-title">{terms.title}</h2>
        {/* The merchant's own page content, as /terms-and-conditions shows it. */}
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: terms.content }} />
        <button type="button" className="button" data-terms-close>
          {checkoutText("checkout.closeTerms")}
        </button>
      </div>
    </dialog>
  );
}

