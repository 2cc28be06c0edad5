import type { Locator } from "@playwright/test";

// Playwright scrolls an element into view and presses it in the same frame, before the page has
// had the scroll event. On a page with the sticky header, that event changes what is where: the
// header sticks and whatever sticks below it moves (the shop's sidebar drops by the header's
// height), or the element comes to rest under the stuck header. The press lands on the element and
// the release on whatever took its place, which clicks nothing. A visitor's scroll is answered
// frame by frame before any press; this gives the page those frames first, and Playwright's own
// checks (is the element stable, does something else receive the click) then see the page as it is.
// Only for pages with JavaScript on: with it off no frame callback runs, and nothing moves on scroll.

/** Clicks `locator` once it is in view and the page has answered the scroll that brought it there. */
export async function clickAfterScrollSettles(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  // Two frames: the scroll event runs in the first, the layout it changed is in place by the second.
  await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await locator.click();
}
