import { z } from "zod";

// Coupons as WooCommerce defines them: a percentage off eligible lines, a fixed amount off each
// eligible unit, or a fixed amount off the eligible part of the cart. Money is in minor units.

export const COUPON_TYPES = ["percent", "fixed_cart", "fixed_product"] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Percent coupons store their amount in basis points: 10000 = 100 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;
export const MAX_COUPON_CODE_LENGTH = 100;

export interface Coupon {
  id: number;
  /** As the merchant typed it; matching ignores case. */
  code: string;
  type: CouponType;
  amount: number;
  description: string;
  expiresAt: string | null;
  minimumSpend: number | null;
  maximumSpend: number | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  usageCount: number;
  individualUse: boolean;
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  freeShipping: boolean;
  excludeSaleItems: boolean;
}

/** A coupon plus how often the cart's customer has used it (null for a guest: checked at checkout). */
export interface CouponForCart extends Coupon {
  customerUsageCount: number | null;
}

/** WooCommerce's wc_format_coupon_code + strtolower: codes match regardless of case and spaces around. */
export function couponCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

export const COUPON_ERROR_CODES = [
  "coupon_code_required",
  "coupon_not_found",
  "coupon_expired",
  "coupon_minimum_spend_not_met",
  "coupon_maximum_spend_exceeded",
  "coupon_usage_limit_reached",
  "coupon_individual_use_only",
  "coupon_not_applicable",
  "coupon_already_applied",
  "coupon_not_applied",
  "coupon_invalid_input",
  "coupon_code_taken",
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

export const COUPON_NOTICE_CODES = ["coupon_applied", "coupon_removed", "coupon_removed_invalid"] as const;
export type CouponNoticeCode = (typeof COUPON_NOTICE_CODES)[number];

const money = z.number().int().min(0);
const ids = z.array(z.number().int().positive()).default([]);

export const couponInputSchema = z
  .object({
    code: z.string().trim().min(1).max(MAX_COUPON_CODE_LENGTH),
    type: z.enum(COUPON_TYPES),
    amount: money,
    description: z.string().default(""),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    minimumSpend: money.nullable().default(null),
    maximumSpend: money.nullable().default(null),
    usageLimit: z.number().int().min(1).nullable().default(null),
    usageLimitPerCustomer: z.number().int().min(1).nullable().default(null),
    individualUse: z.boolean().default(false),
    productIds: ids,
    excludedProductIds: ids,
    categoryIds: ids,
    excludedCategoryIds: ids,
    freeShipping: z.boolean().default(false),
    excludeSaleItems: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.type === "percent" && c.amount > BASIS_POINTS_PER_WHOLE) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "a percentage cannot exceed 100 % (10000 basis points)" });
    }
    if (c.minimumSpend !== null && c.maximumSpend !== null && c.minimumSpend > c.maximumSpend) {
      ctx.addIssue({ code: "custom", path: ["maximumSpend"], message: "maximum spend is below the minimum spend" });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type ValidCouponInput = z.output<typeof couponInputSchema>;
