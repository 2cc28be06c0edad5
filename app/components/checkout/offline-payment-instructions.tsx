import { paymentText } from "../../i18n/payment-messages.en.ts";
import type { BankAccount } from "../../../server/payments/payments.ts";
import type { OfflinePaymentFacts } from "./offline-payment-facts.server.ts";

// The order-received page's instructions for an order paid offline, and for a bank transfer
// WooCommerce's "Our bank details": each account under its name, each detail only when set.

function BankAccountDetails({ account }: { account: BankAccount }) {
  const details: [string, string, string][] = [
    ["bank_name", paymentText("payments.bankName"), account.bankName],
    ["account_number", paymentText("payments.accountNumber"), account.accountNumber],
    ["sort_code", paymentText("payments.sortCode"), account.sortCode],
    ["iban", paymentText("payments.iban"), account.iban],
    ["bic", paymentText("payments.bic"), account.bic],
  ];
  return (
    <>
      {account.accountName !== "" && <h3 className="wc-bacs-bank-details-account-name">{account.accountName}:</h3>}
      <ul className="wc-bacs-bank-details order_details bacs_details">
        {details
          .filter(([, , value]) => value !== "")
          .map(([key, label, value]) => (
            <li key={key} className={key}>
              {label}: <strong>{value}</strong>
            </li>
          ))}
      </ul>
    </>
  );
}

export function OfflinePaymentInstructions({ facts }: { facts: OfflinePaymentFacts }) {
  return (
    <>
      <p className="woocommerce-payment-instructions">{facts.instructions}</p>
      {facts.bankAccounts.length > 0 && (
        <section className="woocommerce-bacs-bank-details" aria-labelledby="bank-details-heading">
          <h2 id="bank-details-heading" className="wc-bacs-bank-details-heading">
            {paymentText("payments.bankDetails")}
          </h2>
          {facts.bankAccounts.map((account, i) => (
            <BankAccountDetails key={`${account.accountNumber}-${i}`} account={account} />
          ))}
        </section>
      )}
    </>
  );
}
