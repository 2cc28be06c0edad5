import { z } from "zod";
import { addItemRequestSchema, cartResponseSchema, errorResponseSchema } from "./cart-json.ts";
import type { MultiAddLineResult } from "./add-items-to-cart.ts";

/** Most lines one multi-add may carry: a product table page shows at most 100 rows. */
export const MAX_MULTI_ADD_LINES = 100;

/** POST /api/v1/cart/add-items: each item is checked exactly as one add-item body. */
export const addItemsRequestSchema = z.object({
  items: z.array(addItemRequestSchema).min(1).max(MAX_MULTI_ADD_LINES),
});

const lineJsonSchema = z.union([
  z.object({ product_id: z.number(), added: z.literal(true) }),
  z.object({ product_id: z.number(), added: z.literal(false), error: errorResponseSchema.shape.error }),
]);

/** The answer: per line (in the request's order) added or refused, then the cart as after add-item. */
export const addItemsResponseSchema = cartResponseSchema.extend({ lines: z.array(lineJsonSchema) });

export type MultiAddLineJson = z.infer<typeof lineJsonSchema>;

/** The per-line answer: added, or the cart's own error (code, params, product_url) for that line. */
export function toMultiAddLinesJson(lines: readonly MultiAddLineResult[]): MultiAddLineJson[] {
  return lines.map((line) => {
    if (line.ok) return { product_id: line.productId, added: true };
    const error = {
      code: line.code,
      ...(Object.keys(line.params).length > 0 ? { params: { ...line.params } } : {}),
      ...(line.productUrl === undefined ? {} : { product_url: line.productUrl }),
    };
    return { product_id: line.productId, added: false, error };
  });
}
