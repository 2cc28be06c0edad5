import type { ToastKind } from "./cart-constants.ts";

// Which kind of toast a cart code is shown as (spec §8): coupon applied is a success; already
// applied, wrong code, removed and "cart was updated" are info; adjusted lines warn; the rest are errors.

const SUCCESS = new Set(["coupon_applied", "item_added"]);
const INFO = new Set(["coupon_already_applied", "coupon_not_found", "coupon_removed", "coupon_removed_invalid", "quantity_updated", "item_removed"]);
const WARNING = new Set(["item_removed_unavailable", "quantity_reduced_to_stock", "quantity_reduced_to_maximum"]);

export function toastKindFor(code: string): ToastKind {
  if (SUCCESS.has(code)) return "success";
  if (INFO.has(code)) return "info";
  if (WARNING.has(code)) return "warning";
  return "error";
}

/** Notices the server adds when it had to adjust the cart on its own. */
export function isAdjustmentNotice(code: string): boolean {
  return WARNING.has(code) || code === "coupon_removed_invalid";
}
