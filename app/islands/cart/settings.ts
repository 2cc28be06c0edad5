import { DEFAULT_CART_REQUEST_TIMEOUT_MS } from "../../../server/cart/cart.ts";

// The shop's cart settings, from data attributes on the header cart (the same for every visitor,
// so cached pages carry them). Read when used, so a page can change them (tests do).

export interface CartSettings {
  style: "dropdown" | "off-canvas";
  redirectAfterAdd: boolean;
  timeoutMs: number;
  currency: string;
  locale: string;
  isCartPage: boolean;
}


export function readSettings(): CartSettings {
  const data = document.querySelector<HTMLElement>("[data-cart-settings]")?.dataset ?? {};
  const timeout = Number(data["cartTimeoutMs"]);
  return {
    style: data["cartStyle"] === "off-canvas" ? "off-canvas" : "dropdown",
    redirectAfterAdd: data["cartRedirectAfterAdd"] === "yes",
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_CART_REQUEST_TIMEOUT_MS,
    currency: data["currency"] ?? "USD",
    locale: data["locale"] ?? "en-US",
    isCartPage: document.querySelector("[data-cart-page]") !== null,
  };
}
