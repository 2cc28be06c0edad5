import type { CartTaxDisplay } from "../../../server/cart/cart.ts";
import { t } from "../../i18n/t.ts";

// The small words after an amount shown the other way than prices are entered (WooCommerce's
// tax_label), and the note under a total shown with tax (its includes_tax), decision 027.

export function taxLabelKey(label: CartTaxDisplay): "tax.inclLabel" | "tax.exLabel" {
  return label === "incl" ? "tax.inclLabel" : "tax.exLabel";
}

/** " (incl. tax)" or " (ex. tax)" after an amount; nothing when the amount is shown as entered. */
export function TaxLabel({ label }: { label: CartTaxDisplay | null }) {
  if (label === null) return null;
  return (
    <>
      {" "}
      <small className="tax_label">{t(taxLabelKey(label))}</small>
    </>
  );
}

/** "(includes $2.00 Tax)" under a total shown with tax, "estimated for" a country before the address is known. */
export function IncludesTax({ tax, estimatedFor }: { tax: string; estimatedFor: string | null }) {
  return (
    <>
      {" "}
      <small className="includes_tax">{estimatedFor === null ? t("tax.includes", tax) : t("tax.includesEstimatedFor", tax, estimatedFor)}</small>
    </>
  );
}
