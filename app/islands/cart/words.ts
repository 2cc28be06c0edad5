import { cartCodeText, cartUiMessages, type CartUiMessageKey } from "../../i18n/cart-messages.en.ts";
import { format } from "../../i18n/format.ts";

// The script's words: only the cart's part of the catalogue, never English typed here.
export function t(key: CartUiMessageKey, ...args: ReadonlyArray<string | number>): string {
  return format(cartUiMessages[key], ...args);
}

export { cartCodeText };
