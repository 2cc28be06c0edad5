import { scrollOver } from "../scroll-over.ts";
import { prefersReducedMotion } from "./reduced-motion.ts";
import { isTopHash, SCROLL_TO_SECTION_MS, SCROLL_TO_TOP_MS } from "./scroll-to-timing.ts";

// Scroll-to links: a link in the page's content to a block's #anchor (a button, the bullets, a
// link in rich text) scrolls there over 500 ms, and "#top" to the top over 300 ms, instead of
// jumping; instantly with reduced motion. The address takes the hash (so it can be shared and
// Back returns), and focus moves to the section, as a jump would for keyboard and screen reader.

function targetOf(link: HTMLAnchorElement): HTMLElement | null {
  if (link.origin !== window.location.origin || link.pathname !== window.location.pathname || link.hash === "") return null;
  if (isTopHash(link.hash)) return document.getElementById("top") ?? document.documentElement;
  const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
  return target?.classList.contains("block-anchor") ? target : null;
}

function scrollToTarget(target: HTMLElement, toTop: boolean): void {
  const offset = toTop ? 0 : Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  if (prefersReducedMotion()) {
    window.scrollTo(0, toTop ? 0 : window.scrollY + target.getBoundingClientRect().top - offset);
    return;
  }
  scrollOver(target, toTop ? SCROLL_TO_TOP_MS : SCROLL_TO_SECTION_MS, offset);
}

export function startScrollToLinks(): void {
  const main = document.querySelector("main");
  if (!main || main.querySelector(".block-anchor, a[href='#top']") === null) return;
  main.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
    if (!link || link.hasAttribute("data-modal-open") || link.getAttribute("role") === "tab") return;
    const target = targetOf(link);
    if (target === null) return;
    event.preventDefault();
    const toTop = isTopHash(link.hash);
    window.history.pushState(null, "", toTop ? `${window.location.pathname}${window.location.search}` : link.hash);
    scrollToTarget(target, toTop);
    if (!toTop) {
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
  });
}
