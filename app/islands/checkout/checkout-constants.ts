// Numbers of the checkout script (spec §9), in one place.

/** After a refused order the page scrolls to the notices, leaving this much room above them. */
export const CHECKOUT_NOTICES_SCROLL_OFFSET_PX = 100;
/** …over this long. */
export const CHECKOUT_NOTICES_SCROLL_MS = 1000;
/** The class WooCommerce's themes style as the chosen payment method (spec §4 "selected marker"). */
export const SELECTED_PAYMENT_METHOD_CLASS = "payment-method-selected";
/** Typing in an address field refreshes the checkout once the shopper pauses this long (WooCommerce waits 1 s). */
export const CHECKOUT_REFRESH_TYPING_MS = 1000;
