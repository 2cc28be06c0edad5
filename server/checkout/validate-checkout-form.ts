import { addressFormat } from "../address/address-formats.ts";
import type { AddressProblem } from "../address/address.ts";
import { checkAddress } from "../address/check-address.ts";
import { isValidEmail } from "../customers/customers.ts";
import type { FieldError } from "./checkout.ts";
import { ADDRESS_FIELDS, checkoutFormSchema, type CheckoutForm } from "./checkout-form.ts";

// The checkout form's rules, before any order is made: required fields, each address by its
// country's rules (server/address: required lines, a state from the list, the postcode's shape),
// the email, the terms. Each problem is tied to the field it is about, in the order the fields
// appear on the page. The addresses come back as they are stored (state code, postcode in capitals).

type Section = "billing" | "shipping";
type Address = CheckoutForm["billing"];

/** `billing_first_name` → billing.first_name; the rest as posted. */
export function groupCheckoutFields(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const pick = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.flatMap((f) => (fields[`${prefix}_${f}`] === undefined ? [] : [[f, fields[`${prefix}_${f}`]]])));
  return { ...fields, billing: pick("billing"), shipping: pick("shipping") };
}

export type CheckoutFormCheck = { ok: true; form: CheckoutForm } | { ok: false; errors: FieldError[] };

function required(section: Section, address: Address, names: readonly (keyof Address)[]): FieldError[] {
  return names.filter((name) => address[name] === "").map((name) => ({ field: `${section}_${name}`, code: "field_required" as const, params: { field: `${section}_${name}` } }));
}

function fieldError(section: Section, country: string, problem: AddressProblem): FieldError {
  const field = `${section}_${problem.field}`;
  if (problem.code !== "state_invalid") return { field, code: problem.code, params: { field } };
  // WooCommerce lists the states to choose from in this error.
  const states = addressFormat(country.toUpperCase())?.states ?? [];
  return { field, code: problem.code, params: { field, options: states.map((s) => s.name).join(", ") } };
}

/** One address: names first, then the country's lines; returns the address as it is stored. */
function checkSection(section: Section, address: Address, errors: FieldError[]): Address {
  errors.push(...required(section, address, ["first_name", "last_name"]));
  const check = checkAddress(address);
  errors.push(...check.problems.map((problem) => fieldError(section, address.country, problem)));
  return check.address;
}

export function validateCheckoutForm(fields: Readonly<Record<string, string>>, options: { needsShipping: boolean }): CheckoutFormCheck {
  const parsed = checkoutFormSchema.safeParse(groupCheckoutFields(fields));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join("_"), code: "checkout_form_invalid" as const, params: {} }));
    return { ok: false, errors };
  }
  const form = parsed.data;
  const errors: FieldError[] = [];
  const billing = checkSection("billing", form.billing, errors);
  errors.push(...required("billing", form.billing, ["phone", "email"]));
  if (form.billing.email !== "" && !isValidEmail(form.billing.email)) errors.push({ field: "billing_email", code: "email_invalid", params: {} });
  const shipping = options.needsShipping && form.ship_to_different_address ? checkSection("shipping", form.shipping, errors) : form.shipping;
  if (!form.terms) errors.push({ field: "terms", code: "terms_not_accepted", params: {} });
  return errors.length === 0 ? { ok: true, form: { ...form, billing, shipping } } : { ok: false, errors };
}
