// Which element a click opens the quick view from. Buttons ([data-quick-view]) always do; a link
// marked as a trigger (a table row's name or picture) only on a plain primary click, so Ctrl/Cmd,
// Shift and Alt clicks keep opening the product page in a new tab or window, as links do.

export function quickViewTriggerOf(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented) return null;
  const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-quick-view]") : null;
  if (trigger === null || trigger.dataset.quickViewHref === undefined) return null;
  const isLink = trigger instanceof HTMLAnchorElement;
  if (isLink && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return null;
  return trigger;
}

/**
 * Where focus goes back to when the quick view closes: the trigger itself, unless it is hidden
 * from assistive technology (a row's picture link repeats its name link), then the row's name link.
 */
export function focusReturnFor(trigger: HTMLElement): HTMLElement {
  if (trigger.getAttribute("aria-hidden") !== "true") return trigger;
  const row = trigger.closest("[data-product-id]");
  return row?.querySelector<HTMLElement>("[data-quick-view]:not([aria-hidden='true']), a[href]:not([aria-hidden='true'])") ?? trigger;
}
