import { productPath } from "../../../../server/catalog/product-path.ts";
import type { ProductSummary } from "../../../../server/catalog/catalog.ts";
import { isSubscriptionType, isVariableType } from "../../../../server/catalog/catalog.ts";
import type { MessageKey } from "../../../i18n/messages.en.ts";

// The button under a product card, as WooCommerce's loop shows it. Each has an accessible name that
// includes the product ("Add to cart: “Hoodie”") so a grid of identical buttons can be told apart.

export interface CardAction {
  kind: "add-to-cart" | "select-options" | "view-products" | "external" | "read-more";
  /** Visible words; null = the product's own button text (external products). */
  label: MessageKey;
  ariaLabel: MessageKey | null;
  href: string;
  /** Rendered as a form posting to /cart (with data-product_id for the cart script); otherwise a link. */
  addsToCart: boolean;
  customText: string | null;
}

export function cardAction(product: ProductSummary): CardAction {
  const page = productPath(product.slug);
  const buyable = product.purchasable && product.stockStatus !== "outofstock";
  if (product.type === "external") {
    return { kind: "external", label: "cart.buyProduct", ariaLabel: null, href: product.externalUrl ?? page, addsToCart: false, customText: product.buttonText || null };
  }
  if (product.type === "grouped") {
    return { kind: "view-products", label: "cart.viewProducts", ariaLabel: "cart.viewProductsLabel", href: page, addsToCart: false, customText: null };
  }
  if (isVariableType(product.type)) {
    return buyable
      ? { kind: "select-options", label: "cart.selectOptions", ariaLabel: "cart.selectOptionsLabel", href: page, addsToCart: false, customText: null }
      : { kind: "read-more", label: "cart.readMore", ariaLabel: "cart.readMoreLabel", href: page, addsToCart: false, customText: null };
  }
  if (!buyable) return { kind: "read-more", label: "cart.readMore", ariaLabel: "cart.readMoreLabel", href: page, addsToCart: false, customText: null };
  const subscription = isSubscriptionType(product.type);
  return {
    kind: "add-to-cart",
    label: subscription ? "cart.signUpNow" : "cart.addToCart",
    ariaLabel: subscription ? "cart.signUpNowLabel" : "cart.addToCartLabel",
    // The card posts its form to /cart; the link is for contexts that show a plain link.
    href: page,
    addsToCart: true,
    customText: null,
  };
}
