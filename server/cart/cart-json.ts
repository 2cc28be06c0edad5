import { z } from "zod";
import { COUPON_TYPES, MAX_COUPON_CODE_LENGTH } from "../coupons/coupons.ts";
import { CART_ITEM_KEY_LENGTH, MAX_ATTRIBUTE_VALUE_LENGTH, MAX_CHOSEN_ATTRIBUTES, MAX_LINE_QUANTITY, type CartTaxDisplay, type CartView } from "./cart.ts";

const TAX_DISPLAYS = ["incl", "excl"] as const satisfies readonly CartTaxDisplay[];

// The cart as the versioned JSON Store API speaks it (snake_case, WooCommerce's field names where
// it has them). These zod schemas validate requests and generate the OpenAPI document.

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const itemKey = z.string().length(CART_ITEM_KEY_LENGTH).describe("The line's cart_item_key");
const couponCode = z.string().max(MAX_COUPON_CODE_LENGTH);

export const addItemRequestSchema = z
  .object({
    product_id: z.number().int().positive(),
    variation_id: z.number().int().positive().nullable().optional(),
    quantity: quantity.default(1),
    attributes: z
      .record(z.string().max(MAX_ATTRIBUTE_VALUE_LENGTH), z.string().max(MAX_ATTRIBUTE_VALUE_LENGTH))
      .refine((a) => Object.keys(a).length <= MAX_CHOSEN_ATTRIBUTES, "too many attributes")
      .default({})
      .describe("Chosen options keyed attribute_pa_color or pa_color → option slug"),
  });

export const updateItemRequestSchema = z
  .object({ key: itemKey, quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).describe("0 removes the line") });
export const removeItemRequestSchema = z.object({ key: itemKey });
export const couponRequestSchema = z.object({ code: couponCode });

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const cartJsonSchema = z
  .object({
    lines: z.array(
      z.object({
        key: z.string(),
        product_id: z.number().int(),
        variation_id: z.number().int().nullable(),
        name: z.string(),
        permalink: z.string(),
        quantity: z.number().int(),
        attributes: z.array(z.object({ key: z.string(), name: z.string(), value: z.string(), label: z.string() })),
        unit_price: z.number().int(),
        regular_unit_price: z.number().int(),
        on_sale: z.boolean(),
        line_subtotal: z.number().int(),
        line_discount: z.number().int(),
        line_total: z.number().int(),
        display_unit_price: z.number().int().describe("unit_price as the cart shows it: with or without tax, per tax_display"),
        display_regular_unit_price: z.number().int(),
        display_subtotal: z.number().int().describe("line_subtotal as the cart shows it"),
        image: z.object({ src: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
        quantity_limits: z.object({ min: z.number().int(), max: z.number().int().nullable(), sold_individually: z.boolean() }),
      }),
    ),
    coupons: z.array(z.object({ code: z.string(), type: z.enum(COUPON_TYPES), discount: z.number().int(), display_discount: z.number().int(), free_shipping: z.boolean() })),
    totals: z
      .object({
        currency: z.string(),
        subtotal: z.number().int(),
        discount: z.number().int(),
        tax: z.number().int(),
        total: z.number().int(),
        display_subtotal: z.number().int().describe("subtotal as the cart shows it: with or without tax, per tax_display"),
        display_discount: z.number().int(),
      })
      .describe("Integer minor units of `currency`; subtotal, discount and line prices as the catalogue holds them (with tax when prices are entered with tax)"),
    tax_display: z
      .object({
        prices: z.enum(TAX_DISPLAYS).describe("Amounts shown with tax (incl) or without (excl)"),
        label: z.enum(TAX_DISPLAYS).nullable().describe("incl: \"(incl. tax)\", excl: \"(ex. tax)\" after the shown subtotal; null: shown as entered"),
      })
      .nullable()
      .describe("null when the shop calculates no tax"),
    notices: z.array(z.object({ code: z.string(), params })).describe("Codes with their params; clients word them from their own catalogue"),
    item_count: z.number().int(),
  });

export const cartResponseSchema = z.object({ cart: cartJsonSchema, cart_hash: z.string() });

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe("Stable code; clients map it to their own words"),
      params: params.optional(),
      product_url: z.string().optional().describe("Where to complete the choice (add-to-cart errors)"),
    }),
  });

export type CartJson = z.infer<typeof cartJsonSchema>;

export function toCartJson(cart: CartView, currency: string): z.infer<typeof cartResponseSchema> {
  return {
    cart: {
      lines: cart.lines.map((l) => ({
        key: l.key,
        product_id: l.productId,
        variation_id: l.variationId,
        name: l.name,
        permalink: l.permalink,
        quantity: l.quantity,
        attributes: l.attributes,
        unit_price: l.unitPrice,
        regular_unit_price: l.regularUnitPrice,
        on_sale: l.onSale,
        line_subtotal: l.subtotal,
        line_discount: l.discount,
        line_total: l.total,
        display_unit_price: l.displayUnitPrice,
        display_regular_unit_price: l.displayRegularUnitPrice,
        display_subtotal: l.displaySubtotal,
        image: l.image,
        quantity_limits: { min: l.minQuantity, max: l.maxQuantity, sold_individually: l.soldIndividually },
      })),
      coupons: cart.coupons.map((c) => ({ code: c.code, type: c.type, discount: c.discount, display_discount: c.displayDiscount, free_shipping: c.freeShipping })),
      totals: { currency, ...cart.totals, display_subtotal: cart.displayTotals.subtotal, display_discount: cart.displayTotals.discount },
      tax_display: cart.taxNote === null ? null : { prices: cart.taxNote.display, label: cart.taxNote.label },
      notices: cart.notices,
      item_count: cart.itemCount,
    },
    cart_hash: cart.hash,
  };
}
