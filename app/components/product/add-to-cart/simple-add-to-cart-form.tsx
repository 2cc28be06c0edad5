import { useState } from "react";
import type { Product } from "../../../../server/catalog/catalog.ts";
import { isSubscriptionType } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import { QuantityInput } from "../../ui/quantity-input.tsx";
import { limitsForProduct } from "../../ui/quantity-rules.ts";

// Quantity and button for a simple product or simple subscription; a plain POST to /cart.
export function SimpleAddToCartForm({ product }: { product: Product }) {
  const limits = limitsForProduct(product);
  const [quantity, setQuantity] = useState(String(limits.min));
  return (
    <form className="cart" method="post" action="/cart" encType="multipart/form-data">
      <QuantityInput id={`quantity-${product.id}`} name="quantity" label={t("quantity.label", product.name)} value={quantity} onChange={setQuantity} limits={limits} />
      <input type="hidden" name="product_id" value={product.id} />
      <button type="submit" name="add-to-cart" value={product.id} className="single_add_to_cart_button button alt">
        {isSubscriptionType(product.type) ? t("cart.signUpNow") : t("cart.addToCart")}
      </button>
    </form>
  );
}
