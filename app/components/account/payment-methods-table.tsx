import { paymentText } from "../../i18n/payment-messages.en.ts";
import type { SavedPaymentMethod } from "../../../server/payments/payments.ts";
import { savedMethodExpiry, savedMethodLabel } from "./saved-method-words.ts";
import { PAYMENT_METHOD_ACTION_FIELD, PAYMENT_METHOD_ID_FIELD, PAYMENT_METHODS_PATH, type PaymentMethodAction } from "./payment-method-paths.ts";

// My account → Payment methods: WooCommerce's table of saved cards (method, expiry, actions). "Make
// default" and "Delete" are plain POST forms with the CSRF token, so they work without JavaScript;
// each button names its card for screen readers ("Delete: Visa ending in 4242"). The table sits in
// a region that scrolls sideways on narrow screens, as the orders table does (spec §2).

function ActionForm({ csrfToken, method, action, label, accessibleName }: { csrfToken: string; method: SavedPaymentMethod; action: PaymentMethodAction; label: string; accessibleName: string }) {
  return (
    <form method="post" action={PAYMENT_METHODS_PATH} className="payment-method-action">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name={PAYMENT_METHOD_ACTION_FIELD} value={action} />
      <input type="hidden" name={PAYMENT_METHOD_ID_FIELD} value={method.id} />
      <button type="submit" className={`woocommerce-button button ${action === "delete" ? "delete" : "default"}`} aria-label={accessibleName}>
        {label}
      </button>
    </form>
  );
}

export function PaymentMethodsTable({ methods, csrfToken }: { methods: readonly SavedPaymentMethod[]; csrfToken: string }) {
  return (
    <div className="account-table-wrapper" role="region" aria-label={paymentText("payments.savedMethods")} tabIndex={0}>
      <table className="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table">
        <thead>
          <tr>
            <th scope="col">{paymentText("payments.methodColumn")}</th>
            <th scope="col">{paymentText("payments.expiresColumn")}</th>
            <th scope="col">{paymentText("payments.actionsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => {
            const label = savedMethodLabel(method);
            return (
              <tr key={method.id} className={`payment-method${method.isDefault ? " default-payment-method" : ""}`} data-payment-method-id={method.id}>
                <th scope="row" className="payment-method-method">
                  {label}
                  {method.isDefault && (
                    <>
                      {" "}
                      <span className="payment-method-default-badge">{paymentText("payments.default")}</span>
                    </>
                  )}
                </th>
                <td className="payment-method-expires">{savedMethodExpiry(method)}</td>
                <td className="payment-method-actions">
                  {!method.isDefault && <ActionForm csrfToken={csrfToken} method={method} action="make_default" label={paymentText("payments.makeDefault")} accessibleName={paymentText("payments.makeDefaultLabel", label)} />}
                  <ActionForm csrfToken={csrfToken} method={method} action="delete" label={paymentText("payments.delete")} accessibleName={paymentText("payments.deleteLabel", label)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
