import { t } from "../../i18n/t.ts";
import type { MessageKey } from "../../i18n/messages.en.ts";

// Field names as a shopper reads them in an error ("Billing First name is a required field."),
// WooCommerce's way: the section, then the field's label.

const LABELS: Record<string, MessageKey> = {
  first_name: "checkout.firstName",
  last_name: "checkout.lastName",
  company: "checkout.company",
  country: "checkout.country",
  address_1: "checkout.address1",
  address_2: "checkout.address2",
  city: "checkout.city",
  state: "checkout.state",
  postcode: "checkout.postcode",
  phone: "checkout.phone",
  email: "checkout.email",
};

export function checkoutFieldLabel(field: string): string {
  const match = /^(billing|shipping)_(.+)$/.exec(field);
  const key = match?.[2] === undefined ? undefined : LABELS[match[2]];
  if (match === null || key === undefined) return field;
  return t(match[1] === "billing" ? "checkout.billingFieldLabel" : "checkout.shippingFieldLabel", t(key));
}
