/** The closed modal leaves the page this long after closing, so a closing transition can run (spec §4). */
export const QUICK_VIEW_REMOVE_DELAY_MS = 300;

/** On body while the quick view is open (spec §4). */
export const QUICK_VIEW_BODY_CLASS = "quick-view-open";
/** The shop's class, added to body for the modal's shop styles when the page lacks it (spec §4). */
export const SHOP_BODY_CLASS = "woocommerce";

/**
 * Dispatched on the trigger (it bubbles to document) before the quick view opens; calling
 * preventDefault() keeps it closed. `detail.productId` names the product.
 */
export const QUICK_VIEW_BEFORE_SHOW_EVENT = "quickview:beforeshow";

/**
 * Dispatched on the dialog (it bubbles to document) once the product's content is in place, so
 * scripts can enhance what it holds (the gallery, a variations form).
 */
export const QUICK_VIEW_SHOWN_EVENT = "quickview:shown";

/** The cart script's event after an add (app/islands/cart/cart-constants.ts, CART_EVENTS.added). */
export const CART_ADDED_EVENT = "added_to_cart";

/**
 * A drag on the quick view's slider moves it only once the pointer has gone this far sideways
 * (spec §9), so a click or a slightly shaky tap on a picture never turns the slide.
 */
export const QUICK_VIEW_DRAG_THRESHOLD_PX = 15;
