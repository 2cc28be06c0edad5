import { FORMAT_FIELDS, type AddressFormat, type FormatField } from "../../../server/address/address.ts";
import { checkoutText, type CheckoutTextKey } from "../../i18n/checkout-messages.en.ts";
import { addressText, formatFieldName } from "../address/address-labels.ts";

// Field names as a shopper reads them in an error ("Billing First name is a required field."),
// WooCommerce's way: the section, then the field's label, in the words of the address's country
// ("Billing ZIP Code", "Shipping Postcode").

const LABELS: Record<string, CheckoutTextKey> = {
  first_name: "checkout.firstName",
  last_name: "checkout.lastName",
  company: "checkout.company",
  phone: "checkout.phone",
  email: "checkout.email",
};

const isFormatField = (name: string): name is FormatField => (FORMAT_FIELDS as readonly string[]).includes(name);

export type SectionFormats = Partial<Record<"billing" | "shipping", AddressFormat>>;

function fieldName(section: "billing" | "shipping", name: string, formats: SectionFormats): string | null {
  if (name === "country") return addressText("address.country");
  const format = formats[section];
  if (isFormatField(name) && format !== undefined) return formatFieldName(format, name);
  const key = LABELS[name];
  return key === undefined ? null : checkoutText(key);
}

export function checkoutFieldLabel(field: string, formats: SectionFormats = {}): string {
  const match = /^(billing|shipping)_(.+)$/.exec(field);
  if (match === null) return field;
  const section = match[1] === "billing" ? "billing" : "shipping";
  const name = fieldName(section, match[2] ?? "", formats);
  if (name === null) return field;
  return checkoutText(section === "billing" ? "checkout.billingFieldLabel" : "checkout.shippingFieldLabel", name);
}
