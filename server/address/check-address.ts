import { addressFormat } from "./address-formats.ts";
import { FORMAT_FIELDS, findSubdivision, normalizePostcodeInput, postcodeFits, type AddressFormat, type AddressProblem, type FormatField } from "./address.ts";

// One address against its country's rules, as WooCommerce checks a checkout or an account
// address: a known country; the fields the country requires; a subdivision from the list where
// there is one (a code or a name is accepted and stored as the code); a postcode of the country's
// shape. Fields the country does not use are emptied. Problems come in the order of the form.

export type AddressParts = Record<"country" | FormatField, string>;

export interface AddressCheck<Parts extends AddressParts> {
  /** The address as it should be stored: postcode in upper case, state as its code, unused fields empty. */
  address: Parts;
  problems: AddressProblem[];
}

function normalized<Parts extends AddressParts>(address: Parts, format: AddressFormat): Parts {
  const result: Parts = { ...address };
  for (const name of FORMAT_FIELDS) {
    if (!format.fields.some((f) => f.name === name)) result[name] = "";
  }
  if (result.postcode !== "") result.postcode = normalizePostcodeInput(result.postcode);
  if (format.states !== null && result.state !== "") result.state = findSubdivision(format.states, result.state)?.code ?? result.state;
  return result;
}

export function checkAddress<Parts extends AddressParts>(address: Parts): AddressCheck<Parts> {
  const country = address.country.trim().toUpperCase();
  if (country === "") return { address, problems: [{ field: "country", code: "field_required" }] };
  const format = addressFormat(country);
  if (format === null) return { address, problems: [{ field: "country", code: "country_invalid" }] };
  const checked = normalized({ ...address, country }, format);
  const problems: AddressProblem[] = [];
  for (const rule of format.fields) {
    const value = checked[rule.name];
    if (value === "") {
      if (rule.required) problems.push({ field: rule.name, code: "field_required" });
    } else if (rule.name === "state" && format.states !== null && findSubdivision(format.states, value) === null) {
      problems.push({ field: "state", code: "state_invalid" });
    } else if (rule.name === "postcode" && !postcodeFits(format, value)) {
      problems.push({ field: "postcode", code: "postcode_invalid" });
    }
  }
  return { address: checked, problems };
}
