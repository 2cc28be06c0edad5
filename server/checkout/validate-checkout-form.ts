import { isValidEmail } from "../customers/customers.ts";
import type { FieldError } from "./checkout.ts";
import { ADDRESS_FIELDS, checkoutFormSchema, type CheckoutForm } from "./checkout-form.ts";

// The checkout form's rules, before any order is made: required fields, the email, the terms.
// Each problem is tied to the field it is about, in the order the fields appear on the page.

const REQUIRED_BILLING = ["first_name", "last_name", "country", "address_1", "city", "postcode", "phone", "email"] as const;
const REQUIRED_SHIPPING = ["first_name", "last_name", "country", "address_1", "city", "postcode"] as const;

/** `billing_first_name` → billing.first_name; the rest as posted. */
export function groupCheckoutFields(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const pick = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.flatMap((f) => (fields[`${prefix}_${f}`] === undefined ? [] : [[f, fields[`${prefix}_${f}`]]])));
  return { ...fields, billing: pick("billing"), shipping: pick("shipping") };
}

export type CheckoutFormCheck = { ok: true; form: CheckoutForm } | { ok: false; errors: FieldError[] };

export function validateCheckoutForm(fields: Readonly<Record<string, string>>, options: { needsShipping: boolean }): CheckoutFormCheck {
  const parsed = checkoutFormSchema.safeParse(groupCheckoutFields(fields));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join("_"), code: "checkout_form_invalid" as const, params: {} }));
    return { ok: false, errors };
  }
  const form = parsed.data;
  const errors: FieldError[] = [];
  for (const name of REQUIRED_BILLING) {
    if (form.billing[name] === "") errors.push({ field: `billing_${name}`, code: "field_required", params: { field: `billing_${name}` } });
  }
  if (form.billing.email !== "" && !isValidEmail(form.billing.email)) errors.push({ field: "billing_email", code: "email_invalid", params: {} });
  if (options.needsShipping && form.ship_to_different_address) {
    for (const name of REQUIRED_SHIPPING) {
      if (form.shipping[name] === "") errors.push({ field: `shipping_${name}`, code: "field_required", params: { field: `shipping_${name}` } });
    }
  }
  if (!form.terms) errors.push({ field: "terms", code: "terms_not_accepted", params: {} });
  return errors.length === 0 ? { ok: true, form } : { ok: false, errors };
}
