import { accountCodeText } from "../../i18n/account-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { PasswordToggleIcons } from "./password-toggle-icons.tsx";

// One labelled input with its error slot: the message is tied to the field (aria-describedby)
// and marks it invalid. Password inputs get a show/hide toggle (spec §5), shown only with
// JavaScript since only the script can work it.

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  required?: boolean;
  defaultValue?: string | undefined;
  /** An error code from a no-JS post. */
  error?: string | undefined;
}

export function Field({ id, name, label, type = "text", autoComplete, required = false, defaultValue, error }: FieldProps) {
  const errorId = `${id}-error`;
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      className="input-text"
      autoComplete={autoComplete}
      required={required}
      aria-describedby={errorId}
      {...(error === undefined ? {} : { "aria-invalid": true })}
      {...(defaultValue === undefined || type === "password" ? {} : { defaultValue })}
    />
  );
  return (
    <p className="form-row">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {type === "password" ? (
        <span className="password-input">
          {input}
          <button type="button" className="show-password" data-password-toggle aria-controls={id} aria-pressed="false" aria-label={t("account.showPassword")}>
            <PasswordToggleIcons />
          </button>
        </span>
      ) : (
        input
      )}
      <span id={errorId} className="field-error" data-field-error>
        {error === undefined ? null : accountCodeText(error)}
      </span>
    </p>
  );
}
