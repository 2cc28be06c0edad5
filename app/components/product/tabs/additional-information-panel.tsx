import { t } from "../../../i18n/t.ts";
import type { InformationRow } from "./additional-information.ts";

function valueClassName(key: InformationRow["key"]): string {
  const base = "woocommerce-product-attributes-item__value";
  if (key === "weight") return `${base} product_weight`;
  if (key === "dimensions") return `${base} product_dimensions`;
  return base;
}

// WooCommerce's shop_attributes table. Weight and dimensions carry their WooCommerce class names
// because the variation's values replace them.
export function AdditionalInformationPanel({ rows }: { rows: readonly InformationRow[] }) {
  return (
    <>
      <h2>{t("tabs.additionalInformation")}</h2>
      <table className="woocommerce-product-attributes shop_attributes">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`woocommerce-product-attributes-item woocommerce-product-attributes-item--${row.key}`}>
              <th scope="row" className="woocommerce-product-attributes-item__label">
                {row.label}
              </th>
              <td className={valueClassName(row.key)}>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
