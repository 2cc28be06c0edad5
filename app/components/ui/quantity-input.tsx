import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/t.ts";
import { QUANTITY_SOLD_INDIVIDUALLY } from "../product/product-constants.ts";
import { raiseToMinimum, stepDown, stepUp, type QuantityLimits } from "./quantity-rules.ts";

// A number field with the theme's minus and plus buttons (spec §5). The buttons need JavaScript and
// are hidden without it; the native number input with min/max/step still works then.

export interface QuantityInputProps {
  id: string;
  name: string;
  /** Accessible name, e.g. "Hoodie quantity". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  limits: QuantityLimits;
  placeholder?: string;
}

export function QuantityInput({ id, name, label, value, onChange, limits, placeholder }: QuantityInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Counts button presses; each one ends with a native "change" event, as the theme's script sends,
  // so listeners outside React (cart totals, analytics) hear about it.
  const [presses, setPresses] = useState(0);

  useEffect(() => {
    if (presses > 0) inputRef.current?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [presses]);

  if (limits.soldIndividually) {
    return <input type="hidden" name={name} value={QUANTITY_SOLD_INDIVIDUALLY} />;
  }

  const press = (next: string) => {
    onChange(next);
    setPresses((count) => count + 1);
  };

  return (
    <div className="quantity">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <button type="button" className="quantity__button minus" aria-label={t("quantity.decrease")} aria-controls={id} onClick={() => press(stepDown(value, limits))}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        ref={inputRef}
        type="number"
        id={id}
        name={name}
        className="input-text qty text"
        value={value}
        min={limits.min}
        max={limits.max ?? undefined}
        step={limits.step}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => {
          const raised = raiseToMinimum(value, limits.min);
          if (raised !== value) onChange(raised);
        }}
      />
      <button type="button" className="quantity__button plus" aria-label={t("quantity.increase")} aria-controls={id} onClick={() => press(stepUp(value, limits))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
