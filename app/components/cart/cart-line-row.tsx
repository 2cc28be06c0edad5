import type { CartLine, CartTaxDisplay } from "../../../server/cart/cart.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { t } from "../../i18n/t.ts";
import { CART_PAGE_QUANTITY_MIN } from "../product/product-constants.ts";
import { Icon } from "../ui/icons.tsx";
import { TaxLabel } from "../ui/tax-label.tsx";
import { CartLineTerms } from "./cart-line-terms.tsx";

// One row of the cart table. The quantity's plus/minus buttons are driven by the cart script (they
// are hidden without JavaScript, where the number field itself still works). The field goes down to
// 0 because 0 removes the line (spec §5); the server still refuses a quantity between 0 and the
// product's own minimum. Prices show with or without tax as the cart's display setting says
// (decision 027); a subtotal shown the other way than entered says so, as WooCommerce's does.

export function removeItemHref(key: string): string {
  return `/cart?remove_item=${encodeURIComponent(key)}`;
}

export function CartLineRow({ line, taxLabel, currency, locale }: { line: CartLine; taxLabel: CartTaxDisplay | null; currency: string; locale: string }) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const inputId = `cart-qty-${line.key}`;
  return (
    <tr className="woocommerce-cart-form__cart-item cart_item" data-cart-item-key={line.key}>
      <td className="product-remove">
        <a href={removeItemHref(line.key)} className="remove" aria-label={t("cart.remove", line.name)} data-cart_item_key={line.key} data-product_id={line.productId}>
          <Icon name="close" size={18} />
        </a>
      </td>
      <td className="product-thumbnail">
        {line.image && <img src={line.image.src} alt="" width={line.image.width} height={line.image.height} loading="lazy" />}
      </td>
      <td className="product-name" data-title={t("cart.product")}>
        <a href={line.permalink}>{line.name}</a>
        {line.attributes.length > 0 && (
          <dl className="variation">
            {line.attributes.map((attribute) => (
              <div key={attribute.key}>
                <dt>{attribute.name}:</dt>
                <dd>{attribute.label}</dd>
              </div>
            ))}
          </dl>
        )}
      </td>
      <td className="product-price" data-title={t("cart.price")}>
        {line.onSale && <del aria-hidden="true">{money(line.displayRegularUnitPrice)} </del>}
        <span className="amount">{money(line.displayUnitPrice)}</span>
        <CartLineTerms line={line} currency={currency} locale={locale} />
      </td>
      <td className="product-quantity" data-title={t("cart.quantity")}>
        {line.soldIndividually ? (
          <>
            <span>{line.quantity}</span>
            <input type="hidden" name={`cart[${line.key}][qty]`} value={line.quantity} />
          </>
        ) : (
          <div className="quantity">
            <label className="visually-hidden" htmlFor={inputId}>
              {t("quantity.label", line.name)}
            </label>
            <button type="button" className="quantity__button minus" aria-label={t("quantity.decrease")} aria-controls={inputId} data-quantity-step="down">
              <span aria-hidden="true">−</span>
            </button>
            <input
              type="number"
              id={inputId}
              name={`cart[${line.key}][qty]`}
              className="input-text qty text"
              defaultValue={line.quantity}
              min={CART_PAGE_QUANTITY_MIN}
              max={line.maxQuantity ?? undefined}
              step={1}
              inputMode="numeric"
              autoComplete="off"
            />
            <button type="button" className="quantity__button plus" aria-label={t("quantity.increase")} aria-controls={inputId} data-quantity-step="up">
              <span aria-hidden="true">+</span>
            </button>
          </div>
        )}
      </td>
      <td className="product-subtotal" data-title={t("cart.subtotal")}>
        <span className="amount">{money(line.displaySubtotal)}</span>
        <TaxLabel label={line.displaySubtotal === line.subtotal ? null : taxLabel} />
      </td>
    </tr>
  );
}
