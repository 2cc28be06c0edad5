// Scrolls the window so `target` sits `offsetPx` below the top, easing over `durationMs` (the
// spec's timed scrolls: the inline reset form, the checkout's notices). Where the target is, is
// read again each frame: a carousel going live or a picture arriving above it during the scroll
// moves it, and the scroll still ends on it.
export function scrollOver(target: HTMLElement, durationMs: number, offsetPx = 0): void {
  const start = window.scrollY;
  const destination = () => window.scrollY + target.getBoundingClientRect().top - offsetPx;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + (destination() - start) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
