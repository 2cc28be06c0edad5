import { scrollOver } from "../../scroll-over.ts";

// "Back to top" (spec §4): active once the page has scrolled down a window's height, it scrolls to
// the top over 300 ms and moves focus to the skip link's target (the page's main content), so the
// keyboard carries on from the top rather than from the button at the bottom.

export const BACK_TO_TOP_SCROLL_MS = 300;

export function startBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-back-to-top]");
  if (!button) return;
  button.hidden = false;
  const update = () => button.classList.toggle("is-active", window.scrollY > window.innerHeight);
  window.addEventListener("scroll", update, { passive: true });
  update();
  button.addEventListener("click", () => {
    scrollOver(document.documentElement, BACK_TO_TOP_SCROLL_MS);
    const target = document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
}
