import type { FieldError } from "../../../server/checkout/checkout.ts";
import { checkoutCodeText } from "../../i18n/checkout-messages.en.ts";
import { checkoutFieldLabel, type SectionFormats } from "./checkout-field-labels.ts";
import { fieldErrorText } from "./checkout-field.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// The notices of a refused order (checkout or pay-for-order): one per field in error, each a link
// to its field, or the refusal's own words. An alert, so it is announced; the checkout script
// scrolls to it and moves focus (spec §9).

export interface CheckoutRefusal {
  code: string;
  params: Record<string, string | number>;
  fieldErrors: readonly FieldError[];
}

export function Refusal({ refusal, formats = {} }: { refusal: CheckoutRefusal; formats?: SectionFormats }) {
  const labelOf = (field: string) => checkoutFieldLabel(field, formats);
  const items = refusal.fieldErrors.length > 0 ? refusal.fieldErrors.map((e) => ({ key: e.field, text: fieldErrorText(e, labelOf), href: `#${e.field}` })) : [{ key: refusal.code, text: checkoutCodeText(refusal.code, refusal.params), href: null }];
  return (
    <div className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" role="alert" tabIndex={-1} data-checkout-errors>
      <ul className="woocommerce-error" aria-label={checkoutText("checkout.errorsHeading")}>
        {items.map((item) => (
          <li key={item.key} data-id={item.key}>
            {item.href === null ? item.text : <a href={item.href}>{item.text}</a>}
          </li>
        ))}
      </ul>
    </div>
  );
}

