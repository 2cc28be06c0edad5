import { checkoutCodeText } from "../../i18n/checkout-messages.en.ts";
import type { FieldError } from "../../../server/checkout/checkout.ts";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// One labelled checkout input with its error tied to it (aria-describedby, aria-invalid), named as
// WooCommerce names it so the no-JS post and the field errors line up. An address field the
// country does not use is rendered hidden and disabled (so it is not posted): the checkout script
// shows it when the shopper picks a country that uses it.

export interface CheckoutFieldProps {
  name: string;
  label: string;
  autoComplete: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "password";
  values: Readonly<Record<string, string>>;
  errors: readonly FieldError[];
  placeholder?: string;
  /** Not asked for in the chosen country. */
  unused?: boolean;
  /** The row's data-address-field, for the script that follows the country. */
  addressField?: string;
  /** The field's name in its error, when the label says more ("County" for "County (optional)"). */
  errorLabel?: string;
}

export function fieldErrorText(error: FieldError, labelOf: (field: string) => string): string {
  return checkoutCodeText(error.code, { ...error.params, field: labelOf(error.field) });
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <abbr className="required" title={checkoutText("checkout.required")}>
          {" *"}
        </abbr>
      )}
    </label>
  );
}

export function rowClass(required: boolean, invalid: boolean): string {
  return `form-row ${required ? "validate-required" : ""} ${invalid ? "woocommerce-invalid" : ""}`;
}

export function CheckoutField({ name, label, autoComplete, required = false, type = "text", values, errors, placeholder, unused = false, addressField, errorLabel = label }: CheckoutFieldProps) {
  const error = errors.find((e) => e.field === name);
  const errorId = `${name}-error`;
  return (
    <p className={rowClass(required, error !== undefined)} id={`${name}_field`} hidden={unused} {...(addressField === undefined ? {} : { "data-address-field": addressField })}>
      <FieldLabel htmlFor={name} label={label} required={required} />
      <input
        id={name}
        name={name}
        type={type}
        className="input-text"
        autoComplete={autoComplete}
        required={required}
        disabled={unused}
        defaultValue={unused ? "" : (values[name] ?? "")}
        aria-describedby={errorId}
        {...(placeholder === undefined ? {} : { placeholder })}
        {...(error === undefined ? {} : { "aria-invalid": true })}
      />
      <span id={errorId} className="field-error">
        {error === undefined ? null : fieldErrorText(error, () => errorLabel)}
      </span>
    </p>
  );
}
