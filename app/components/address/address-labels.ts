import type { AddressFormat, FormatField } from "../../../server/address/address.ts";
import { addressUiMessages, type AddressUiMessageKey } from "../../i18n/address-messages.en.ts";
import { format } from "../../i18n/format.ts";
import { pluralForm } from "../../i18n/plural.ts";

// The words of the address fields that change with the country, for the server's render and for
// the checkout script that relabels the fields when the country changes: both read them here.

export function addressText(key: AddressUiMessageKey, ...args: ReadonlyArray<string | number>): string {
  return format(addressUiMessages[key], ...args);
}

/** A field's own name in the country's words: "ZIP Code" in the US, "Postcode" in the UK. */
export function formatFieldName(addressFormat: AddressFormat, field: FormatField): string {
  switch (field) {
    case "address_1":
      return addressText("address.address_1");
    case "address_2":
      return addressText("address.address_2");
    case "city":
      return addressText(`address.city.${addressFormat.cityKind}`);
    case "state":
      return addressText(`address.state.${addressFormat.stateKind}`);
    case "postcode":
      return addressText(`address.postcode.${addressFormat.postcodeKind}`);
  }
}

/** The label a shopper reads: the name, with "(optional)" when the country does not require it. */
export function formatFieldLabel(addressFormat: AddressFormat, field: FormatField): string {
  const name = formatFieldName(addressFormat, field);
  const required = addressFormat.fields.find((f) => f.name === field)?.required ?? false;
  return required ? name : addressText("address.optional", name);
}

/** "Please delete 1 character" / "… 3 characters" (spec §8). */
export function inputTooLongText(excess: number): string {
  return addressText(pluralForm(excess, { one: "dropdown.inputTooLongOne", other: "dropdown.inputTooLongOther" }), excess);
}
