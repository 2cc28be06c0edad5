import type { ProductAttribute, ProductSummary } from "../../../../server/catalog/catalog.ts";
import { isSubscriptionType } from "../../../../server/catalog/catalog.ts";
import { productTableText } from "../../../i18n/product-table-messages.en.ts";
import { t } from "../../../i18n/t.ts";
import { initialChoices } from "../../product/variations/initial-choices.ts";
import { attributeFieldName } from "../../product/variations/match-variations.ts";
import { QUANTITY_INITIAL_VALUE } from "../../product/product-constants.ts";
import { PRODUCT_VARIATIONS_ATTRIBUTE } from "./row-variations-payload.ts";

// A variable product's buy part outside its page (a product-table row, the quick view): one select
// per variation attribute, a quantity and the add button, in a real form posting to /cart. Without
// JavaScript the cart matches the variation from the attribute_<key> fields (variation_id stays
// empty); with it, app/islands/variations-dom/ applies the product page's rules to the selects and
// fills variation_id, and the cart script sends the form to the JSON API like any form.cart.

export interface RowVariationsFormProps {
  product: ProductSummary;
  /** The attributes used for variations, in display order. */
  attributes: readonly ProductAttribute[];
  /** RowVariationsPayload as JSON (row-variations-payload.server.tsx). */
  payloadJson: string;
  /** Keeps ids unique when the quick view shows a row's product again. */
  idPrefix: string;
  /** The quick view shows "Colour" beside its select; a row's cell has room for the select alone. */
  visibleLabels?: boolean;
}

export function RowVariationsForm({ product, attributes, payloadJson, idPrefix, visibleLabels = false }: RowVariationsFormProps) {
  // A row offers the product's defaults; the page address speaks for the table, not for one row.
  const choices = initialChoices(attributes.map((attribute) => ({ ...attribute, usedForVariations: true })), "");
  const buttonWords = isSubscriptionType(product.type) ? ["cart.signUpNow", "cart.signUpNowLabel"] as const : ["cart.addToCart", "cart.addToCartLabel"] as const;
  const quantityId = `${idPrefix}-${product.id}`;
  return (
    <form className="variations_form cart product-table__variations" method="post" action="/cart" data-product_id={product.id} {...{ [PRODUCT_VARIATIONS_ATTRIBUTE]: payloadJson }}>
      <div className="variations">
        {attributes.map((attribute) => {
          const fieldName = attributeFieldName(attribute.key);
          const id = `${idPrefix}-${product.id}-attribute-${attribute.key}`;
          return (
            <div className="variations__row" key={attribute.key}>
              {visibleLabels ? (
                <label htmlFor={id} className="variations__label">
                  {attribute.name}
                </label>
              ) : (
                <label htmlFor={id} className="visually-hidden">
                  {productTableText("productTable.variationAttribute", attribute.name, product.name)}
                </label>
              )}
              <select id={id} name={fieldName} data-attribute_name={fieldName} defaultValue={choices[fieldName] ?? ""}>
                <option value="">{t("variations.chooseOption")}</option>
                {attribute.options.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {/* Shown by the script once something is chosen, as on the product page. */}
        <button type="button" className="reset_variations link-button" aria-label={productTableText("productTable.clearOptions", product.name)} hidden>
          {t("variations.clear")}
        </button>
      </div>
      <div className="single_variation" aria-live="polite" data-variation-notice="" />
      <div className="product-table__buy variations_button">
        <label className="visually-hidden" htmlFor={quantityId}>
          {productTableText("productTable.quantity", product.name)}
        </label>
        <input id={quantityId} className="input-text qty" type="number" name="quantity" defaultValue={QUANTITY_INITIAL_VALUE} min={1} step={1} inputMode="numeric" />
        <button type="submit" className={`single_add_to_cart_button button alt product_type_${product.type}`} aria-label={t(buttonWords[1], product.name)}>
          {t(buttonWords[0])}
        </button>
      </div>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="variation_id" value="" />
    </form>
  );
}
