// What an add-to-cart form or button asks for, as JSON Store API add-item bodies. Pure, so the
// field rules are unit-tested: product_id, quantity, variation_id and attribute_* fields; a grouped
// form's quantity[<id>] fields become one item per child with a quantity above 0.

export interface AddItemBody {
  product_id: number;
  quantity: number;
  variation_id?: number;
  attributes?: Record<string, string>;
}

const GROUPED_QUANTITY = /^quantity\[(\d+)\]$/;
/** WooCommerce adds one when a button or form sends no quantity. */
export const DEFAULT_ADD_QUANTITY = 1;

function wholeNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** null when the fields name no product: the form or link then works as it would without us. */
export function addItemBodies(fields: ReadonlyArray<readonly [string, string]>): AddItemBody[] | null {
  const get = (name: string) => fields.find(([key]) => key === name)?.[1] ?? null;
  const productId = wholeNumber(get("product_id")) ?? wholeNumber(get("add-to-cart"));
  if (productId === null || productId === 0) return null;
  const grouped = fields.flatMap(([name, value]) => {
    const match = GROUPED_QUANTITY.exec(name);
    const quantity = wholeNumber(value);
    return match?.[1] !== undefined && quantity !== null && quantity > 0 ? [{ product_id: Number(match[1]), quantity }] : [];
  });
  if (fields.some(([name]) => GROUPED_QUANTITY.test(name))) return grouped;
  const body: AddItemBody = { product_id: productId, quantity: wholeNumber(get("quantity")) ?? DEFAULT_ADD_QUANTITY };
  const variationId = wholeNumber(get("variation_id"));
  if (variationId !== null && variationId > 0) body.variation_id = variationId;
  const attributes = Object.fromEntries(fields.filter(([name, value]) => name.startsWith("attribute_") && value !== ""));
  if (Object.keys(attributes).length > 0) body.attributes = attributes;
  return [body];
}
