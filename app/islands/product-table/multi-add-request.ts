import { MAX_LINE_QUANTITY } from "../../../server/cart/cart.ts";
import { addItemBodies, type AddItemBody } from "../cart/add-to-cart-request.ts";

// The body of POST /api/v1/cart/add-items from the ticked rows. Each row's purchase fields are read
// from the row's own add form (product_id, quantity, variation_id, attribute_*) exactly as the cart
// script reads a single add, so a variable row's in-row options come along once it has them; a row
// without a form (out of stock, say) asks for one of its product and lets the server answer. A row
// whose quantity the API would refuse for the whole request is refused here, for that line only.

export interface TickedRowFields {
  productId: number;
  /** The row form's fields, or null when the row has no add form. */
  fields: ReadonlyArray<readonly [string, string]> | null;
}

export type RowItem = { productId: number; ok: true; item: AddItemBody } | { productId: number; ok: false; code: "invalid_quantity" };

export function rowItem(row: TickedRowFields): RowItem {
  if (row.fields === null) return { productId: row.productId, ok: true, item: { product_id: row.productId, quantity: 1 } };
  const quantity = row.fields.find(([name]) => name === "quantity")?.[1];
  const [item] = addItemBodies(row.fields) ?? [];
  const validQuantity = quantity === undefined || /^\s*\d+\s*$/.test(quantity);
  if (item === undefined || !validQuantity || item.quantity < 1 || item.quantity > MAX_LINE_QUANTITY) return { productId: row.productId, ok: false, code: "invalid_quantity" };
  return { productId: row.productId, ok: true, item };
}

export function multiAddBody(items: readonly RowItem[]): { items: AddItemBody[] } {
  return { items: items.flatMap((row) => (row.ok ? [row.item] : [])) };
}
