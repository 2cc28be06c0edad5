import { countUpValue, COUNT_UP_DURATION_MS } from "./count-up-value.ts";
import { prefersReducedMotion } from "./reduced-motion.ts";

// Count-up blocks (count-up-block.tsx) count from zero to their number over 4 s, starting when the
// number comes into view. The final value stays in the page for screen readers (visually hidden);
// the moving digits are aria-hidden, so nothing is announced frame by frame. With reduced motion
// the numbers just stay as the server wrote them.

function startNumber(element: HTMLElement, number: Intl.NumberFormat): void {
  const final = Number(element.dataset.countTo);
  if (!Number.isFinite(final)) return;
  const suffix = element.dataset.countSuffix ?? "";
  const spoken = document.createElement("span");
  spoken.className = "visually-hidden";
  spoken.textContent = element.textContent;
  const shown = document.createElement("span");
  shown.setAttribute("aria-hidden", "true");
  shown.textContent = `${number.format(0)}${suffix}`;
  element.replaceChildren(spoken, shown);

  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const began = performance.now();
    element.dataset.countState = "counting";
    const frame = (now: number) => {
      const elapsed = now - began;
      shown.textContent = `${number.format(countUpValue(final, elapsed))}${suffix}`;
      if (elapsed < COUNT_UP_DURATION_MS) requestAnimationFrame(frame);
      else element.dataset.countState = "done";
    };
    requestAnimationFrame(frame);
  });
  observer.observe(element);
}

export function startCountUps(): void {
  if (prefersReducedMotion()) return;
  document.querySelectorAll<HTMLElement>(".block-count-up__list").forEach((list) => {
    const number = new Intl.NumberFormat(list.dataset.countLocale || undefined);
    list.querySelectorAll<HTMLElement>("[data-count-to]").forEach((element) => startNumber(element, number));
  });
}
