import { checkoutCodeText } from "../../i18n/checkout-messages.en.ts";
import { t } from "../../i18n/t.ts";
import type { FieldError } from "../../../server/checkout/checkout.ts";

// One labelled checkout input with its error tied to it (aria-describedby, aria-invalid), named as
// WooCommerce names it so the no-JS post and the field errors line up.

export interface CheckoutFieldProps {
  name: string;
  label: string;
  autoComplete: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "password";
  values: Readonly<Record<string, string>>;
  errors: readonly FieldError[];
  placeholder?: string;
}

export function fieldErrorText(error: FieldError, labelOf: (field: string) => string): string {
  return checkoutCodeText(error.code, { ...error.params, field: labelOf(error.field) });
}

export function CheckoutField({ name, label, autoComplete, required = false, type = "text", values, errors, placeholder }: CheckoutFieldProps) {
  const error = errors.find((e) => e.field === name);
  const errorId = `${name}-error`;
  return (
    <p className={`form-row ${required ? "validate-required" : ""} ${error ? "woocommerce-invalid" : ""}`} id={`${name}_field`}>
      <label htmlFor={name}>
        {label}
        {required && (
          <abbr className="required" title={t("checkout.required")}>
            {" *"}
          </abbr>
        )}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        className="input-text"
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[name] ?? ""}
        aria-describedby={errorId}
        {...(placeholder === undefined ? {} : { placeholder })}
        {...(error === undefined ? {} : { "aria-invalid": true })}
      />
      <span id={errorId} className="field-error">
        {error === undefined ? null : fieldErrorText(error, () => label)}
      </span>
    </p>
  );
}
