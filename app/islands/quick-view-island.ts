import { QUICK_VIEW_BEFORE_SHOW_EVENT, QUICK_VIEW_SHOWN_EVENT } from "./quick-view/quick-view-constants.ts";
import { isQuickViewOpen, showQuickView } from "./quick-view/quick-view-dialog.ts";
import { enhanceVariationsForms } from "./variations-dom/enhance-variations-forms.ts";
import { focusReturnFor, quickViewTriggerOf } from "./quick-view/quick-view-trigger.ts";

// The quick view (issue 11), loaded on the table page and, when the shop offers it there, on the
// shop grid and category and tag pages, beside the cart script: plain DOM code, a few KB. A
// "Quick view" button, or a row's name or picture link marked as a trigger, fires the cancellable
// before-show event, then opens the modal with the product's content, fetched from the cacheable
// fragment route. A vetoed link goes on to the product page, as a link does.

document.addEventListener("click", (event) => {
  const trigger = quickViewTriggerOf(event);
  const href = trigger?.dataset.quickViewHref;
  if (trigger == null || href === undefined || isQuickViewOpen()) return;
  const productId = Number(trigger.dataset.quickView);
  const allowed = trigger.dispatchEvent(new CustomEvent(QUICK_VIEW_BEFORE_SHOW_EVENT, { bubbles: true, cancelable: true, detail: { productId } }));
  if (!allowed) return;
  event.preventDefault();
  showQuickView(focusReturnFor(trigger), href);
});

// A variable product's variations form in the content (decision 037).
document.addEventListener(QUICK_VIEW_SHOWN_EVENT, (event) => {
  if (event.target instanceof Element) enhanceVariationsForms(event.target);
});
