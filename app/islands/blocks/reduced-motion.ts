/** Whether the visitor asked for less motion: no autoplay, no counting, no smooth scrolling. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
