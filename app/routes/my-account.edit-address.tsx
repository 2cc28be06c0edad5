import { createContext, data } from "react-router";
import type { FieldError } from "../../server/checkout/checkout.ts";
import { ADDRESS_FIELDS } from "../../server/checkout/checkout-form.ts";
import { updateCustomerAddresses } from "../../server/customers/update-addresses.ts";
import { addressChoices, addressForms, withDefaultCountries } from "../components/address/address-form-data.server.ts";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import type { AddressForms } from "../components/address/address-form.ts";
import { AddressSection } from "../components/checkout/address-section.tsx";
import { savedAddressValues } from "../components/checkout/checkout-page-data.server.ts";
import { servicesContext } from "../context.ts";
import { formText } from "../form-text.ts";
import { accountCodeText } from "../i18n/account-messages.en.ts";
import { t } from "../i18n/t.ts";
import { useRequestValue } from "../request-context.tsx";
import type { Route } from "./+types/my-account.edit-address";
import type { StylesHandle } from "../styles/style-parts.ts";

// /my-account/edit-address: billing and shipping addresses, with the checkout's fields (WooCommerce's
// names, billing_first_name …; the country's format; the searchable country and state selects of
// the checkout script), posted here and saved through the customers module, which checks each
// address against its country's rules. A refused post comes back with each problem at its field.

type Section = "billing" | "shipping";
const SECTIONS: readonly Section[] = ["billing", "shipping"];
const fieldsOf = (section: Section) => ADDRESS_FIELDS.filter((f) => section === "billing" || (f !== "phone" && f !== "email"));

/**
 * The forms (their country lists, some 500 entries) reach the component as request values, not in
 * loaderData or actionData, which React Router would encode for nothing (app/request-context.tsx).
 * A refused post's forms, for the countries as typed, win over the saved addresses' forms.
 */
const savedFormsContext = createContext<AddressForms>();
const postedFormsContext = createContext<AddressForms | null>(null);

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const choices = await addressChoices(services.db, services.config.shop.locale);
  const values = withDefaultCountries(savedAddressValues({ ...customer, email: customer.billing.email }), choices);
  context.set(savedFormsContext, addressForms(choices, values));
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), values, script: services.islands.checkout }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const form = await request.formData();
  const address = (section: Section) => Object.fromEntries(fieldsOf(section).map((f) => [f, formText(form, `${section}_${f}`)]));
  const result = await updateCustomerAddresses(services.db, customer.id, { billing: address("billing"), shipping: address("shipping") }, new Date());
  if (result.ok) return data({ kind: "success" as const, code: result.notice, fieldErrors: [], values: null });
  const values = Object.fromEntries(SECTIONS.flatMap((section) => fieldsOf(section).map((f) => [`${section}_${f}`, formText(form, `${section}_${f}`)])));
  const fieldErrors: FieldError[] = ("problems" in result ? result.problems : []).map((p) => ({ field: `${p.section}_${p.field}`, code: p.code, params: {} }));
  const choices = await addressChoices(services.db, services.config.shop.locale);
  context.set(postedFormsContext, addressForms(choices, withDefaultCountries(values, choices)));
  return data({ kind: "error" as const, code: result.code, fieldErrors, values }, { status: 422 });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.addresses") }, { name: "robots", content: "noindex" }];

// Account pages: their tables (cart.css's shop_table), address, card and order details forms (checkout.css) and the account's own (decision 055).
export const handle = { styles: ["cart", "checkout", "account"] } satisfies StylesHandle;

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const postedForms = useRequestValue(postedFormsContext);
  const savedForms = useRequestValue(savedFormsContext);
  const forms = postedForms ?? savedForms;
  const errors = actionData?.fieldErrors ?? [];
  return (
    <AccountLayout current="edit-address" title={t("account.addresses")} csrfToken={csrfToken}>
      <AccountNotice notice={actionData ? { kind: actionData.kind, text: accountCodeText(actionData.code) } : null} />
      <form method="post" className="edit-address account-form" noValidate>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        {SECTIONS.map((section) => (
          <fieldset key={section}>
            <legend>{t(section === "billing" ? "account.billingAddress" : "account.shippingAddress")}</legend>
            <AddressSection prefix={section} values={values} errors={errors} form={forms[section]} contactRequired={false} />
          </fieldset>
        ))}
        <button type="submit" className="button">
          {t("account.saveAddress")}
        </button>
      </form>
      <script type="module" src={loaderData.script} />
    </AccountLayout>
  );
}
