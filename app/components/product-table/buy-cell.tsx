import type { ProductSummary } from "../../../server/catalog/catalog.ts";
import { t } from "../../i18n/t.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { cardAction } from "../product/card/card-action.ts";
import { QUANTITY_INITIAL_VALUE } from "../product/product-constants.ts";
import { RowVariationsForm } from "./row-variations/row-variations-form.tsx";
import type { RowVariationsView } from "./row-variations/row-variations-view.ts";

// The buy column. A product added as it is gets a quantity and an add button: a real form posting
// to /cart, so it works without JavaScript, and the cart script sends the same fields to the JSON
// API when it runs (it enhances every form.cart). A variable product gets its options' dropdowns
// (RowVariationsForm, decision 037); without them (no data given) it links to its page to choose.

export interface BuyCellProps {
  product: ProductSummary;
  /** A variable product's attributes and variations; null: link to the product page instead. */
  variations?: RowVariationsView | null;
  /** Keeps ids unique when the quick view shows a row's product again. */
  idPrefix?: string;
  /** Visible attribute labels (the quick view); a row's selects are labelled for screen readers only. */
  visibleLabels?: boolean;
}

export function BuyCell({ product, variations = null, idPrefix = "product-table-quantity", visibleLabels = false }: BuyCellProps) {
  if (variations !== null) return <RowVariationsForm product={product} attributes={variations.attributes} payloadJson={variations.payloadJson} idPrefix={idPrefix} visibleLabels={visibleLabels} />;
  const action = cardAction(product);
  const words = action.customText ?? t(action.label);
  if (!action.addsToCart) {
    return (
      <a href={action.href} className={`button product_type_${product.type}`} rel={action.kind === "external" ? "nofollow" : undefined}>
        {action.ariaLabel ? (
          <>
            <span aria-hidden="true">{words}</span>
            <span className="visually-hidden">{t(action.ariaLabel, product.name)}</span>
          </>
        ) : (
          words
        )}
      </a>
    );
  }
  const quantityId = `${idPrefix}-${product.id}`;
  return (
    <form className="product-table__buy cart" method="post" action="/cart">
      <input type="hidden" name="product_id" value={product.id} />
      <label className="visually-hidden" htmlFor={quantityId}>
        {productTableText("productTable.quantity", product.name)}
      </label>
      <input id={quantityId} className="input-text qty" type="number" name="quantity" defaultValue={QUANTITY_INITIAL_VALUE} min={1} step={1} inputMode="numeric" />
      <button
        type="submit"
        className={`button product_type_${product.type} add_to_cart_button`}
        aria-label={action.ariaLabel ? t(action.ariaLabel, product.name) : undefined}
        data-product_id={product.id}
        data-product_sku={product.sku ?? ""}
      >
        {words}
      </button>
    </form>
  );
}
