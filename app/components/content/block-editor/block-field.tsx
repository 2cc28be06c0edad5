import { contentText } from "../../../i18n/content-messages.en.ts";
import type { FieldSpec } from "./block-fields.ts";

// One field of a block in the editor's form: labelled, its error beside it and tied to it with
// aria-describedby, its value as last posted (so a failed save loses nothing).

export interface BlockFieldProps {
  spec: FieldSpec;
  /** The posted name and the element's id. */
  name: string;
  id: string;
  value: unknown;
  /** The message to show, or null. */
  error: string | null;
}

function asText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

export function BlockField({ spec, name, id, value, error }: BlockFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = spec.hint === undefined ? errorId : `${hintId} ${errorId}`;
  const common = { id, name, "aria-describedby": describedBy, ...(error === null ? {} : { "aria-invalid": true as const }) };
  const label = contentText(spec.label);
  let control;
  switch (spec.kind) {
    case "checkbox":
      return (
        <p className="form-row form-row--checkbox">
          <input type="checkbox" {...common} value="1" defaultChecked={value === true} />
          <label htmlFor={id}>{label}</label>
          <span id={errorId} className="field-error">
            {error}
          </span>
        </p>
      );
    case "textarea":
    case "html":
      control = <textarea {...common} className={`input-text${spec.kind === "html" ? " edit-page__content" : ""}`} rows={spec.kind === "html" ? 12 : 3} spellCheck={spec.kind !== "html"} defaultValue={asText(value)} />;
      break;
    case "select":
      control = (
        <select {...common} defaultValue={asText(value)}>
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {contentText(option.label)}
            </option>
          ))}
        </select>
      );
      break;
    case "number":
      control = <input type="text" inputMode="numeric" {...common} className="input-text" autoComplete="off" defaultValue={asText(value)} />;
      break;
    case "link":
    case "text":
      control = <input type="text" {...common} className="input-text" autoComplete="off" defaultValue={asText(value)} />;
      break;
  }
  return (
    <p className="form-row">
      <label htmlFor={id}>{label}</label>
      {control}
      {spec.hint !== undefined && (
        <span id={hintId} className="edit-page__hint">
          {contentText(spec.hint)}
        </span>
      )}
      <span id={errorId} className="field-error">
        {error}
      </span>
    </p>
  );
}
