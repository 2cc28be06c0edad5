import { data } from "react-router";
import type { Address } from "../../server/customers/customers.ts";
import { updateCustomerAddresses } from "../../server/customers/update-addresses.ts";
import { Field } from "../components/account/account-field.tsx";
import { AccountLayout, AccountNotice } from "../components/account/account-layout.tsx";
import { csrfTokenForPage, mergeAccountHeaders } from "../components/account/account-session.server.ts";
import { requireSignedIn } from "../components/account/require-signed-in.server.ts";
import { servicesContext } from "../context.ts";
import { formText } from "../form-text.ts";
import { accountCodeText } from "../i18n/account-messages.en.ts";
import type { MessageKey } from "../i18n/messages.en.ts";
import { t } from "../i18n/t.ts";
import type { Route } from "./+types/my-account.edit-address";

// /my-account/edit-address: billing and shipping addresses, WooCommerce's field names
// (billing_first_name …), posted here and saved through the customers module.

type Kind = "billing" | "shipping";
const FIELDS: { key: keyof Address; label: MessageKey; autoComplete: string; only?: Kind }[] = [
  { key: "first_name", label: "address.first_name", autoComplete: "given-name" },
  { key: "last_name", label: "address.last_name", autoComplete: "family-name" },
  { key: "company", label: "address.company", autoComplete: "organization" },
  { key: "address_1", label: "address.address_1", autoComplete: "address-line1" },
  { key: "address_2", label: "address.address_2", autoComplete: "address-line2" },
  { key: "city", label: "address.city", autoComplete: "address-level2" },
  { key: "state", label: "address.state", autoComplete: "address-level1" },
  { key: "postcode", label: "address.postcode", autoComplete: "postal-code" },
  { key: "country", label: "address.country", autoComplete: "country" },
  { key: "phone", label: "address.phone", autoComplete: "tel", only: "billing" },
  { key: "email", label: "address.email", autoComplete: "email", only: "billing" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  return data({ csrfToken: csrfTokenForPage(request, headers, services.config), billing: customer.billing, shipping: customer.shipping }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const form = await request.formData();
  const address = (kind: Kind) => Object.fromEntries(FIELDS.filter((f) => f.only === undefined || f.only === kind).map((f) => [f.key, formText(form, `${kind}_${f.key}`)]));
  const result = await updateCustomerAddresses(services.db, customer.id, { billing: address("billing"), shipping: address("shipping") }, new Date());
  if (!result.ok) return data({ kind: "error" as const, code: result.code }, { status: 422 });
  return data({ kind: "success" as const, code: result.notice });
}

export const headers: Route.HeadersFunction = mergeAccountHeaders;

export const meta: Route.MetaFunction = () => [{ title: t("account.addresses") }, { name: "robots", content: "noindex" }];

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken } = loaderData;
  return (
    <AccountLayout current="edit-address" title={t("account.addresses")} csrfToken={csrfToken}>
      <AccountNotice notice={actionData ? { kind: actionData.kind, text: accountCodeText(actionData.code) } : null} />
      <form method="post" className="edit-address account-form" noValidate>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        {(["billing", "shipping"] as const).map((kind) => (
          <fieldset key={kind}>
            <legend>{t(kind === "billing" ? "account.billingAddress" : "account.shippingAddress")}</legend>
            {FIELDS.filter((f) => f.only === undefined || f.only === kind).map((f) => (
              <Field key={f.key} id={`${kind}_${f.key}`} name={`${kind}_${f.key}`} label={t(f.label)} autoComplete={`${kind} ${f.autoComplete}`} defaultValue={loaderData[kind][f.key]} />
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button">
          {t("account.saveAddress")}
        </button>
      </form>
    </AccountLayout>
  );
}
