import { ADDED_TO_CART_PARAM } from "../layout/load-added-to-cart.server.ts";

// What a form posted to /cart asks for. Field names follow WooCommerce's, so its themes' forms work:
// product forms send add-to-cart/product_id, quantity, variation_id, attribute_*; grouped forms send
// quantity[<child id>]; the cart page sends cart[<key>][qty] with update_cart, or coupon fields.

export type CartFormIntent =
  | { kind: "add"; items: { productId: number; variationId: number | null; quantity: number; attributes: Record<string, string> }[] }
  | { kind: "update"; quantities: { key: string; quantity: number }[] }
  | { kind: "apply-coupon"; code: string }
  | { kind: "remove-coupon"; code: string }
  | { kind: "invalid" };

const GROUPED_QUANTITY = /^quantity\[(\d+)\]$/;
const LINE_QUANTITY = /^cart\[([0-9a-f]+)\]\[qty\]$/;
const ATTRIBUTE_FIELD = "attribute_";
/** WooCommerce adds one when a product form sends no quantity. */
const DEFAULT_ADD_QUANTITY = 1;

function positiveInt(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function readCartForm(form: FormData): CartFormIntent {
  if (form.has("apply_coupon")) return { kind: "apply-coupon", code: text(form, "coupon_code") };
  if (form.has("remove_coupon")) return { kind: "remove-coupon", code: text(form, "remove_coupon") };
  if (form.has("update_cart")) {
    const quantities: { key: string; quantity: number }[] = [];
    for (const [name, value] of form) {
      const match = LINE_QUANTITY.exec(name);
      const quantity = positiveInt(value);
      if (match?.[1] !== undefined && quantity !== null) quantities.push({ key: match[1], quantity });
    }
    return { kind: "update", quantities };
  }
  const productId = positiveInt(form.get("product_id")) ?? positiveInt(form.get("add-to-cart"));
  if (productId === null) return { kind: "invalid" };
  const grouped = [...form].flatMap(([name, value]) => {
    const match = GROUPED_QUANTITY.exec(name);
    const quantity = positiveInt(value);
    return match?.[1] !== undefined && quantity !== null && quantity > 0 ? [{ productId: Number(match[1]), variationId: null, quantity, attributes: {} }] : [];
  });
  if (grouped.length > 0) return { kind: "add", items: grouped };
  const attributes: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith(ATTRIBUTE_FIELD) && typeof value === "string" && value !== "") attributes[name] = value;
  const quantity = form.has("quantity") ? (positiveInt(form.get("quantity")) ?? 0) : DEFAULT_ADD_QUANTITY;
  return { kind: "add", items: [{ productId, variationId: positiveInt(form.get("variation_id")), quantity, attributes }] };
}

/** Where the shopper goes after a no-JS add: back to the page they came from, with a notice. */
export function redirectAfterAdd(request: Request, productId: number, redirectToCart: boolean): string {
  const here = new URL(request.url);
  const referer = request.headers.get("referer");
  if (redirectToCart || referer === null) return "/cart";
  let back: URL;
  try {
    back = new URL(referer);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return "/cart";
  }
  if (back.host !== here.host || back.pathname === "/cart") return "/cart";
  back.searchParams.set(ADDED_TO_CART_PARAM, String(productId));
  return `${back.pathname}${back.search}`;
}
