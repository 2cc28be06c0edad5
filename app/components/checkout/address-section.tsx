import { FORMAT_FIELDS, type FormatField } from "../../../server/address/address.ts";
import type { FieldError } from "../../../server/checkout/checkout.ts";
import type { AddressFormView } from "../address/address-form.ts";
import { addressText, formatFieldLabel, formatFieldName } from "../address/address-labels.ts";
import { SelectField } from "../address/select-field.tsx";
import { CheckoutField } from "./checkout-field.tsx";
import { checkoutText } from "../../i18n/checkout-messages.en.ts";

// Billing or shipping address fields: name and company, then the country, then the lines in the
// order the chosen country writes them, labelled and required as it does ("ZIP Code" and a state
// from the list in the US, "Postcode" and an optional county in the UK). Lines the country does
// not use are there but hidden, for the checkout script to show when the country changes. Phone
// and email belong to billing only. Checkout and My account → Addresses both render this.

const AUTOCOMPLETE: Record<FormatField, string> = {
  address_1: "address-line1",
  address_2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postcode: "postal-code",
};

export interface AddressSectionProps {
  prefix: "billing" | "shipping";
  values: Readonly<Record<string, string>>;
  errors: readonly FieldError[];
  form: AddressFormView;
  /** Names, phone and email are required at checkout; My account → Addresses leaves them optional. */
  contactRequired?: boolean;
}

export function AddressSection({ prefix, values, errors, form, contactRequired = true }: AddressSectionProps) {
  const auto = (part: string) => `${prefix} ${part}`;
  const field = (name: string) => `${prefix}_${name}`;
  const common = { values, errors };
  const { format } = form;
  const used = format.fields.map((f) => f.name);
  const lines = [...used, ...FORMAT_FIELDS.filter((name) => !used.includes(name))];
  const line = (name: FormatField) => {
    const rule = format.fields.find((f) => f.name === name);
    const label = formatFieldLabel(format, name);
    const shared = { label, errorLabel: formatFieldName(format, name), required: rule?.required ?? false, addressField: name };
    if (name === "state" && rule !== undefined && format.states !== null) {
      const options = format.states.map((s) => ({ value: s.code, label: s.name }));
      return <SelectField key={name} name={field(name)} autoComplete={auto(AUTOCOMPLETE[name])} placeholder={addressText("address.chooseState")} options={options} value={values[field(name)] ?? ""} errors={errors} {...shared} />;
    }
    const placeholder = name === "address_1" ? { placeholder: addressText("address.address_1Placeholder") } : {};
    return <CheckoutField key={name} name={field(name)} autoComplete={auto(AUTOCOMPLETE[name])} unused={rule === undefined} {...placeholder} {...shared} {...common} />;
  };
  const countryLabel = addressText("address.country");
  return (
    <div className={`woocommerce-${prefix}-fields__field-wrapper`} data-address-fields={prefix} data-format-country={format.country}>
      <CheckoutField name={field("first_name")} label={checkoutText("checkout.firstName")} autoComplete={auto("given-name")} required={contactRequired} {...common} />
      <CheckoutField name={field("last_name")} label={checkoutText("checkout.lastName")} autoComplete={auto("family-name")} required={contactRequired} {...common} />
      <CheckoutField name={field("company")} label={checkoutText("checkout.company")} autoComplete={auto("organization")} {...common} />
      <SelectField
        name={field("country")}
        label={countryLabel}
        errorLabel={countryLabel}
        autoComplete={auto("country")}
        required
        placeholder={addressText("address.chooseCountry")}
        options={form.countries.map((c) => ({ value: c.code, label: c.name }))}
        value={format.country}
        errors={errors}
        addressField="country"
      />
      {lines.map(line)}
      {prefix === "billing" && (
        <>
          <CheckoutField name="billing_phone" type="tel" label={checkoutText("checkout.phone")} autoComplete="tel" required={contactRequired} {...common} />
          <CheckoutField name="billing_email" type="email" label={checkoutText("checkout.email")} autoComplete="email" required={contactRequired} {...common} />
        </>
      )}
    </div>
  );
}
