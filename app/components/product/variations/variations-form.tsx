import { useCallback, useMemo, useState, type FormEvent } from "react";
import type { Product, VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { isSubscriptionType } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import { usePageLocation } from "../page-location.ts";
import { QuantityInput } from "../../ui/quantity-input.tsx";
import { clampQuantity, limitsForProduct, limitsForVariation } from "../../ui/quantity-rules.ts";
import { disabledButtonMessage, selectionButtonState } from "./add-button-state.ts";
import { AttributeSelect } from "./attribute-select.tsx";
import { initialChoices, variationAttributes } from "./initial-choices.ts";
import { attributeFieldName, hasAnyChoice } from "./match-variations.ts";
import { describeFirstPayment } from "../../ui/subscription-terms.ts";
import { SingleVariation } from "./single-variation.tsx";
import { useVariationSelection } from "./use-variation-selection.ts";

// A real form posting to /cart, so a shopper without JavaScript can still buy: the selects carry
// attribute_<key>, and variation_id stays empty until the browser has matched a variation (the cart
// then resolves the variation from the attributes).

export interface VariationsFormProps {
  product: Product;
  variations: VariationData[] | null;
  /** When `variations` is null: the compact availability index (greys out options, spares lookups). */
  variationIndex: VariationAvailability[] | null;
  onVariationChange: (variation: VariationData | null) => void;
  /** The shop's currency and locale, to word the chosen variation's price, stock and terms. */
  currency: string;
  locale: string;
}

// WooCommerce's class names, kept for themes and tests that look for them.
function buttonClassName(flag: "needs-selection" | "unavailable" | null): string {
  const base = "single_add_to_cart_button button alt";
  if (flag === null) return base;
  return `${base} disabled ${flag === "unavailable" ? "wc-variation-is-unavailable" : "wc-variation-selection-needed"}`;
}

export function VariationsForm({ product, variations, variationIndex, onVariationChange, currency, locale }: VariationsFormProps) {
  const { search } = usePageLocation();
  const attributes = useMemo(() => variationAttributes(product.attributes), [product.attributes]);
  const fields = useMemo(
    () => attributes.map((attribute) => ({ fieldName: attributeFieldName(attribute.key), options: attribute.options.map((option) => option.slug) })),
    [attributes],
  );
  const productLimits = limitsForProduct(product);
  const [quantity, setQuantity] = useState(String(productLimits.min));

  const handleVariation = useCallback(
    (next: VariationData | null) => {
      // WooCommerce clamps the quantity into the chosen variation's range (or fixes it to 1).
      if (next !== null) setQuantity((current) => clampQuantity(current, limitsForVariation(next)));
      onVariationChange(next);
    },
    [onVariationChange],
  );

  const selection = useVariationSelection({
    productId: product.id,
    fields,
    variations,
    variationIndex,
    initialChoices: initialChoices(product.attributes, search),
    onVariationChange: handleVariation,
  });

  // The index flags a known-unavailable combination at once; otherwise the button waits for the lookup.
  const button = selectionButtonState(selection.checking ? null : selection.variation, selection.known);
  const blocked = selection.hydrated && button.disabled;
  const limits = selection.variation === null ? productLimits : limitsForVariation(selection.variation);
  const isSubscription = isSubscriptionType(product.type);

  const refuseWhenDisabled = (event: FormEvent<HTMLFormElement>) => {
    if (!blocked || button.flag === null) return;
    event.preventDefault();
    window.alert(t(disabledButtonMessage(button.flag)));
  };

  const reset = () => {
    selection.reset();
    document.getElementById(`variation-${attributes[0]?.key ?? ""}`)?.focus();
  };

  return (
    <form
      className="variations_form cart"
      method="post"
      action="/cart"
      data-product_id={product.id}
      // Scripts and tests wait for this rather than for the delay itself.
      data-first-check={selection.firstCheckDone ? "done" : undefined}
      onSubmit={refuseWhenDisabled}
    >
      <div className="variations">
        {attributes.map((attribute, index) => {
          const field = fields[index];
          if (field === undefined) return null;
          return (
            <AttributeSelect
              key={attribute.key}
              attribute={attribute}
              fieldName={field.fieldName}
              value={selection.choices[field.fieldName] ?? ""}
              states={selection.optionStatesFor(field)}
              onChange={(value) => selection.choose(field.fieldName, value)}
            />
          );
        })}
        {selection.hydrated && hasAnyChoice(selection.choices) && (
          <button type="button" className="reset_variations link-button" onClick={reset}>
            {t("variations.clear")}
          </button>
        )}
      </div>
      <div className="single_variation_wrap">
        <SingleVariation variation={selection.variation} known={selection.known} noMatch={selection.noMatch} lookupFailed={selection.lookupFailed} currency={currency} locale={locale} />
        {isSubscription && (
          <div className="first-payment-date" aria-live="polite">
            {selection.variation?.first_payment && <small>{describeFirstPayment(selection.variation.first_payment, locale)}</small>}
          </div>
        )}
        <div className="woocommerce-variation-add-to-cart variations_button">
          <QuantityInput id={`quantity-${product.id}`} name="quantity" label={t("quantity.label", product.name)} value={quantity} onChange={setQuantity} limits={limits} />
          <button type="submit" className={buttonClassName(blocked ? button.flag : null)} aria-disabled={blocked ? true : undefined}>
            {isSubscription ? t("cart.signUpNow") : t("cart.addToCart")}
          </button>
          <input type="hidden" name="product_id" value={product.id} />
          <input type="hidden" name="variation_id" value={selection.variation?.variation_id ?? ""} />
        </div>
      </div>
    </form>
  );
}
