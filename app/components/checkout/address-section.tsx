import type { FieldError } from "../../../server/checkout/checkout.ts";
import { t } from "../../i18n/t.ts";
import { CheckoutField } from "./checkout-field.tsx";

// Billing or shipping address fields in WooCommerce's default order. Phone and email belong to
// billing only.

export function AddressSection({ prefix, values, errors }: { prefix: "billing" | "shipping"; values: Readonly<Record<string, string>>; errors: readonly FieldError[] }) {
  const auto = (part: string) => `${prefix} ${part}`;
  const field = (name: string) => `${prefix}_${name}`;
  const common = { values, errors };
  return (
    <div className={`woocommerce-${prefix}-fields__field-wrapper`}>
      <CheckoutField name={field("first_name")} label={t("checkout.firstName")} autoComplete={auto("given-name")} required {...common} />
      <CheckoutField name={field("last_name")} label={t("checkout.lastName")} autoComplete={auto("family-name")} required {...common} />
      <CheckoutField name={field("company")} label={t("checkout.company")} autoComplete={auto("organization")} {...common} />
      <CheckoutField name={field("country")} label={t("checkout.country")} autoComplete={auto("country")} required {...common} />
      <CheckoutField name={field("address_1")} label={t("checkout.address1")} autoComplete={auto("address-line1")} placeholder={t("checkout.address1Placeholder")} required {...common} />
      <CheckoutField name={field("address_2")} label={t("checkout.address2")} autoComplete={auto("address-line2")} {...common} />
      <CheckoutField name={field("city")} label={t("checkout.city")} autoComplete={auto("address-level2")} required {...common} />
      <CheckoutField name={field("state")} label={t("checkout.state")} autoComplete={auto("address-level1")} {...common} />
      <CheckoutField name={field("postcode")} label={t("checkout.postcode")} autoComplete={auto("postal-code")} required {...common} />
      {prefix === "billing" && (
        <>
          <CheckoutField name="billing_phone" type="tel" label={t("checkout.phone")} autoComplete="tel" required {...common} />
          <CheckoutField name="billing_email" type="email" label={t("checkout.email")} autoComplete="email" required {...common} />
        </>
      )}
    </div>
  );
}
