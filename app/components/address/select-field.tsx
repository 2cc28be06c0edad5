import type { FieldError } from "../../../server/checkout/checkout.ts";
import { FieldLabel, fieldErrorText, rowClass } from "../checkout/checkout-field.tsx";

// A labelled <select> (the country, a state from the country's list): a plain select that works
// without JavaScript; the checkout script turns it into a searchable combobox (data-combobox).

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  errorLabel: string;
  autoComplete: string;
  required: boolean;
  /** The first, empty option ("Select an option…"). */
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  errors: readonly FieldError[];
  addressField: string;
}

export function SelectField({ name, label, errorLabel, autoComplete, required, placeholder, options, value, errors, addressField }: SelectFieldProps) {
  const error = errors.find((e) => e.field === name);
  const errorId = `${name}-error`;
  return (
    <p className={rowClass(required, error !== undefined)} id={`${name}_field`} data-address-field={addressField}>
      <FieldLabel htmlFor={name} label={label} required={required} />
      <select
        id={name}
        name={name}
        className="select"
        autoComplete={autoComplete}
        required={required}
        defaultValue={options.some((o) => o.value === value) ? value : ""}
        aria-describedby={errorId}
        data-combobox
        {...(error === undefined ? {} : { "aria-invalid": true })}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span id={errorId} className="field-error">
        {error === undefined ? null : fieldErrorText(error, () => errorLabel)}
      </span>
    </p>
  );
}
