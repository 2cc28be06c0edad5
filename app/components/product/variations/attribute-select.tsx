import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import type { OptionState } from "./option-availability.ts";

// One attribute's <select>, named attribute_<key> like WooCommerce's so the cart reads it with or
// without JavaScript. Options no variation can match are left out; inactive ones are disabled.

export interface AttributeSelectProps {
  attribute: ProductAttribute;
  fieldName: string;
  value: string;
  /** null = offer every option (before the browser takes over, or when the page has no variation data). */
  states: Map<string, OptionState> | null;
  onChange: (value: string) => void;
}

export function AttributeSelect({ attribute, fieldName, value, states, onChange }: AttributeSelectProps) {
  const id = `variation-${attribute.key}`;
  return (
    <div className="variations__row">
      <label htmlFor={id} className="variations__label">
        {attribute.name}
      </label>
      <select id={id} name={fieldName} data-attribute_name={fieldName} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t("variations.chooseOption")}</option>
        {attribute.options.map((option) => {
          const state = states?.get(option.slug) ?? "enabled";
          if (state === "removed" && option.slug !== value) return null;
          return (
            <option key={option.slug} value={option.slug} disabled={state === "disabled"}>
              {option.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
