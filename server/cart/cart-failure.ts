import type { CartFailure, MessageParams } from "./cart.ts";

// The cart answers with a stable code and its parameters, never with words: the shopper's words for
// each code live in the storefront's catalogue (app/i18n), so a second language needs no server change.

/** An expected failure with its code and params; productUrl when the shopper should go there. */
export function cartFailure(code: CartFailure["code"], params: MessageParams = {}, productUrl?: string): CartFailure {
  const failure: CartFailure = { ok: false, code, params };
  if (productUrl !== undefined) failure.productUrl = productUrl;
  return failure;
}
