import { useState } from "react";
import type { Product, ProductSummary } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import { Price } from "../../ui/price.tsx";
import { QuantityInput } from "../../ui/quantity-input.tsx";
import type { QuantityLimits } from "../../ui/quantity-rules.ts";
import { productPath } from "../../../../server/catalog/product-path.ts";
import { cardAction } from "../card/card-action.ts";
import { QUANTITY_DEFAULT_MIN, QUANTITY_DEFAULT_STEP } from "../product-constants.ts";

// A grouped product lists its child products with a quantity each (quantity[<id>], empty = none);
// children that cannot be added here link to their own page instead.

const CHILD_LIMITS: QuantityLimits = { min: QUANTITY_DEFAULT_MIN, max: null, step: QUANTITY_DEFAULT_STEP, soldIndividually: false };

export interface GroupedAddToCartFormProps {
  product: Product;
  items: readonly ProductSummary[];
  currency: string;
  locale: string;
}

export function GroupedAddToCartForm({ product, items, currency, locale }: GroupedAddToCartFormProps) {
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  return (
    <form className="cart grouped_form" method="post" action="/cart" encType="multipart/form-data">
      <table className="woocommerce-grouped-product-list group_table">
        <caption className="visually-hidden">{t("grouped.caption")}</caption>
        <tbody>
          {items.map((child) => {
            const action = cardAction(child);
            return (
              <tr key={child.id} id={`product-${child.id}`} className="woocommerce-grouped-product-list-item">
                <td className="woocommerce-grouped-product-list-item__quantity">
                  {action.addsToCart ? (
                    <QuantityInput
                      id={`quantity-${child.id}`}
                      name={`quantity[${child.id}]`}
                      label={t("quantity.label", child.name)}
                      value={quantities[child.id] ?? ""}
                      onChange={(value) => setQuantities((all) => ({ ...all, [child.id]: value }))}
                      limits={CHILD_LIMITS}
                      placeholder="0"
                    />
                  ) : (
                    <a href={action.href} className="button" aria-label={action.ariaLabel ? t(action.ariaLabel, child.name) : undefined}>
                      {action.customText ?? t(action.label)}
                    </a>
                  )}
                </td>
                <th scope="row" className="woocommerce-grouped-product-list-item__label">
                  <a href={productPath(child.slug)}>{child.name}</a>
                </th>
                <td className="woocommerce-grouped-product-list-item__price">
                  <Price
                    price={{ priceMin: child.priceMin, priceMax: child.priceMax, regularPrice: child.regularPrice, onSale: child.onSale }}
                    subscription={child.subscription}
                    currency={currency}
                    locale={locale}
                  />
                  {child.stockStatus === "outofstock" && <p className="stock out-of-stock">{t("stock.outOfStock")}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <input type="hidden" name="product_id" value={product.id} />
      <button type="submit" name="add-to-cart" value={product.id} className="single_add_to_cart_button button alt">
        {t("cart.addToCart")}
      </button>
    </form>
  );
}
