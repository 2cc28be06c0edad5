import type { Product, VariationData } from "../../../server/catalog/catalog.ts";
import { fieldMaximum, quantityLimits } from "../../../server/catalog/quantity-limits.ts";
import {
  QUANTITY_DEFAULT_MIN,
  QUANTITY_DEFAULT_STEP,
  QUANTITY_SOLD_INDIVIDUALLY,
} from "../product/product-constants.ts";

// The quantity field's rules (spec §5): WooCommerce's clamping when a variation is chosen and the
// theme's plus/minus buttons. Values stay strings because they live in an <input>.

export interface QuantityLimits {
  min: number;
  /** null = no maximum */
  max: number | null;
  step: number;
  /** Sold one at a time: the field is hidden and the quantity is always 1. */
  soldIndividually: boolean;
}

/** The input's text as a number, NaN when it is not one. */
export function parseQuantity(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

function decimals(step: number): number {
  const [, fraction = ""] = String(step).split(".");
  return fraction.length;
}

// 0.1 + 0.2 must show as 0.3, not 0.30000000000000004.
function roundToStep(value: number, step: number): number {
  return Number(value.toFixed(decimals(step)));
}

function usableStep(step: number): number {
  return Number.isFinite(step) && step > 0 ? step : QUANTITY_DEFAULT_STEP;
}

/** Plus: a non-number counts as 0; adds one step but never goes above the maximum. */
export function stepUp(text: string, limits: Pick<QuantityLimits, "max" | "step">): string {
  const parsed = parseQuantity(text);
  const current = Number.isFinite(parsed) ? parsed : 0;
  const step = usableStep(limits.step);
  const next = current + step;
  return String(roundToStep(limits.max !== null ? Math.min(next, limits.max) : next, step));
}

/** Minus: takes one step off only while the value is above 0, never going below the minimum (default 0). */
export function stepDown(text: string, limits: Pick<QuantityLimits, "step"> & { min: number | null }): string {
  const parsed = parseQuantity(text);
  const current = Number.isFinite(parsed) ? parsed : 0;
  const min = limits.min ?? QUANTITY_DEFAULT_MIN;
  const step = usableStep(limits.step);
  if (min > 0 && current <= min) return String(min);
  if (current <= 0) return text;
  return String(roundToStep(Math.max(current - step, min), step));
}

/** When a variation is chosen: a non-number becomes the minimum, others are clamped into range. */
export function clampQuantity(text: string, limits: QuantityLimits): string {
  if (limits.soldIndividually) return String(QUANTITY_SOLD_INDIVIDUALLY);
  const parsed = parseQuantity(text);
  if (!Number.isFinite(parsed)) return String(limits.min);
  const capped = limits.max !== null && parsed > limits.max ? limits.max : parsed;
  return String(capped < limits.min ? limits.min : capped);
}

/** Leaving the field: a value below the minimum is raised to it (outside the cart page). */
export function raiseToMinimum(text: string, min: number): string {
  const parsed = parseQuantity(text);
  return Number.isFinite(parsed) && parsed < min ? String(min) : text;
}

export function limitsForVariation(variation: Pick<VariationData, "is_sold_individually" | "min_qty" | "max_qty">): QuantityLimits {
  if (variation.is_sold_individually === "yes") {
    return { min: QUANTITY_SOLD_INDIVIDUALLY, max: null, step: QUANTITY_DEFAULT_STEP, soldIndividually: true };
  }
  return { min: variation.min_qty, max: variation.max_qty, step: QUANTITY_DEFAULT_STEP, soldIndividually: false };
}

/** A simple product's limits, from the catalog's one quantity rule (as a variation's min_qty/max_qty are). */
export function limitsForProduct(product: Pick<Product, "soldIndividually" | "minQuantity" | "maxQuantity" | "stock">): QuantityLimits {
  const limits = quantityLimits(product);
  return { min: limits.min, max: fieldMaximum(limits), step: QUANTITY_DEFAULT_STEP, soldIndividually: limits.soldIndividually };
}
