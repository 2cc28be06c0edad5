// Every number the product page takes from the spec (storefront.md §4, §5, §8, §9), named after
// its purpose so a change is made once and a reader knows where a delay or limit comes from.

// Variations form (§4, §9)
/** The first variation check runs this long after load, so defaults and query-string choices apply. */
export const VARIATION_CHECK_DELAY_MS = 100;

// Quantity (§5)
/** Plus and minus move by this much when the input has no usable step. */
export const QUANTITY_DEFAULT_STEP = 1;
/** Minus never goes below this when the input has no minimum. */
export const QUANTITY_DEFAULT_MIN = 0;
/** A sold-individually item is always bought one at a time. */
export const QUANTITY_SOLD_INDIVIDUALLY = 1;
/** The cart page's quantity fields go down to here: 0 removes the line, so it is never raised (§5). */
export const CART_PAGE_QUANTITY_MIN = 0;
/** A product without its own minimum starts the quantity field here. */
export const QUANTITY_INITIAL_VALUE = 1;

// Product gallery slider (§9)
/** One slide change of the main image slider. */
export const GALLERY_SLIDE_MS = 500;
/** A slide counts as arrived when it is within this share of the distance travelled. */
export const GALLERY_SLIDE_SETTLED_FRACTION = 0.01;
/** Below this viewport width the gallery spans the screen; above it, half (image `sizes`). */
export const GALLERY_FULL_WIDTH_BELOW_PX = 850;

// Hover zoom (§8)
/** How long the zoom's "could not be loaded" notice stays. */
export const ZOOM_ERROR_VISIBLE_MS = 2500;

// Gallery lightbox (§9)
export const LIGHTBOX_SHOW_MS = 333;
export const LIGHTBOX_HIDE_MS = 333;
/** Controls fade out after this long without pointer or keyboard activity… */
export const LIGHTBOX_IDLE_MS = 4000;
/** …and sooner once the pointer has left the window. */
export const LIGHTBOX_IDLE_OUTSIDE_MS = 1000;
/** A loading indicator appears only when an image takes longer than this. */
export const LIGHTBOX_LOADING_INDICATOR_DELAY_MS = 1000;
/** Two taps within this distance and time zoom (PhotoSwipe 5's built-in double-tap uses the same). */
export const LIGHTBOX_DOUBLE_TAP_DISTANCE_PX = 25;
export const LIGHTBOX_DOUBLE_TAP_MS = 300;
/** A vertical drag closes the lightbox once the backdrop has faded below this opacity. */
export const LIGHTBOX_VERTICAL_DRAG_CLOSE_OPACITY = 0.75;
/** Gap between slides as a share of the viewport width. */
export const LIGHTBOX_SPACING = 0.12;
/** The furthest zoom, relative to the image's own size. */
export const LIGHTBOX_MAX_ZOOM = 1.33;
/** Images loaded ahead on each side of the current one. */
export const LIGHTBOX_PRELOAD_EACH_SIDE = 1;
/** Looping from last to first only makes sense with at least this many images. */
export const LIGHTBOX_MIN_ITEMS_TO_LOOP = 3;
/** From this viewport width up, the image is fitted between the top bar and the caption. */
export const LIGHTBOX_FIT_CONTROLS_MIN_WIDTH_PX = 1200;
/** Space kept free for the top bar and the caption when the controls are fitted. */
export const LIGHTBOX_FIT_CONTROLS_BAR_PX = 60;
export const LIGHTBOX_FIT_CONTROLS_CAPTION_PX = 60;
/** The product gallery's id in the `#&gid=1&pid=N` address fragment. */
export const LIGHTBOX_GALLERY_ID = 1;
/** Share links open in a popup of this size. */
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 420;

// Reviews (§3)
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** Average ratings are read out with this many decimals ("Rated 4.50 out of 5"). */
export const RATING_DISPLAY_DECIMALS = 2;
/** Review dates are shown in one fixed zone so the server and the browser print the same day. */
export const REVIEW_DATE_TIME_ZONE = "UTC";

// Layout (not from the spec; named so the markup and the CSS agree)
/** Thumbnails are drawn as squares this size; width/height attributes reserve the space early. */
export const GALLERY_THUMBNAIL_PX = 100;
/** Product grids show 2 columns below this width and 3 above (spec §9), which sizes card images. */
export const GRID_TWO_COLUMNS_BELOW_PX = 550;
