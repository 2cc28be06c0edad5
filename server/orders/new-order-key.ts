import { randomBytes } from "node:crypto";

/** The secret in an order's links; WooCommerce's order keys look like wc_order_ followed by random characters. */
export function newOrderKey(): string {
  return `wc_order_${randomBytes(12).toString("base64url")}`;
}
