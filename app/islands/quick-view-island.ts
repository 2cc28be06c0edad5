import { QUICK_VIEW_BEFORE_SHOW_EVENT, QUICK_VIEW_SHOWN_EVENT } from "./quick-view/quick-view-constants.ts";
import { isQuickViewOpen, showQuickView } from "./quick-view/quick-view-dialog.ts";
import { enhanceVariationsForms } from "./variations-dom/enhance-variations-forms.ts";

// The product table's quick view (issue 11), loaded on the table page only, beside the cart script:
// plain DOM code, a few KB. A row's "Quick view" button fires the cancellable before-show event,
// then opens the modal with the product's content, fetched from the cacheable fragment route.

document.addEventListener("click", (event) => {
  const trigger = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-quick-view]") : null;
  const href = trigger?.dataset.quickViewHref;
  if (trigger == null || href === undefined || isQuickViewOpen()) return;
  const productId = Number(trigger.dataset.quickView);
  const allowed = trigger.dispatchEvent(new CustomEvent(QUICK_VIEW_BEFORE_SHOW_EVENT, { bubbles: true, cancelable: true, detail: { productId } }));
  if (allowed) showQuickView(trigger, href);
});

// A variable product's variations form in the content (decision 037).
document.addEventListener(QUICK_VIEW_SHOWN_EVENT, (event) => {
  if (event.target instanceof Element) enhanceVariationsForms(event.target);
});
