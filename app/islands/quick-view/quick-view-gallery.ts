import { QUICK_VIEW_DRAG_THRESHOLD_PX } from "./quick-view-constants.ts";

// The quick view's slider (quick-view-content.tsx renders it; decision 039): a row of slides moved
// by a transform, turned by previous/next, the thumbnails, the arrow keys, or a drag that starts
// only past QUICK_VIEW_DRAG_THRESHOLD_PX. Embla, the product page's slider, starts following the
// pointer at once and turns on a quick flick of a few pixels (its dragThreshold only stops the
// click), so it cannot keep a short drag from moving the slide. Listeners sit on the content root,
// so content put in later is covered. Hidden slides are aria-hidden; the row announces politely.

const SLIDER = "[data-quick-view-slider]";
const DRAGGING_CLASS = "quick-view__slider--dragging";

function indexOf(slider: HTMLElement): number {
  return Number(slider.dataset.index ?? 0);
}

function slidesOf(slider: HTMLElement): HTMLElement[] {
  return [...slider.querySelectorAll<HTMLElement>("[data-quick-view-slide]")];
}

function trackOf(slider: HTMLElement): HTMLElement | null {
  return slider.querySelector<HTMLElement>("[data-quick-view-slides]");
}

/** Shows slide `index`; previous and next go round from either end. */
function showSlide(slider: HTMLElement, index: number): void {
  const slides = slidesOf(slider);
  const track = trackOf(slider);
  if (slides.length === 0 || track === null) return;
  const shown = ((index % slides.length) + slides.length) % slides.length;
  slider.dataset.index = String(shown);
  track.style.transform = `translateX(${-shown * 100}%)`;
  slides.forEach((slide, at) => {
    if (at === shown) slide.removeAttribute("aria-hidden");
    else slide.setAttribute("aria-hidden", "true");
  });
  for (const thumb of slider.querySelectorAll("[data-quick-view-go]")) thumb.setAttribute("aria-pressed", String(Number(thumb.getAttribute("data-quick-view-go")) === shown));
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const slider = target?.closest<HTMLElement>(SLIDER);
  if (slider == null || target == null) return;
  const go = target.closest<HTMLElement>("[data-quick-view-go]");
  if (go !== null) return showSlide(slider, Number(go.dataset.quickViewGo));
  const step = target.closest<HTMLElement>("[data-quick-view-step]");
  if (step !== null) showSlide(slider, indexOf(slider) + Number(step.dataset.quickViewStep));
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
  const slider = event.target instanceof Element ? event.target.closest<HTMLElement>(SLIDER) : null;
  if (slider == null) return;
  event.preventDefault();
  showSlide(slider, indexOf(slider) + (event.key === "ArrowRight" ? 1 : -1));
}

function onPointerDown(down: PointerEvent): void {
  const viewport = down.target instanceof Element ? down.target.closest<HTMLElement>("[data-quick-view-viewport]") : null;
  const slider = viewport?.closest<HTMLElement>(SLIDER);
  const track = slider ? trackOf(slider) : null;
  if (viewport == null || slider == null || track === null || !down.isPrimary || down.button !== 0) return;
  const start = indexOf(slider);
  let dragging = false;
  let distance = 0;
  const move = (event: PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    distance = event.clientX - down.clientX;
    if (!dragging && Math.abs(distance) < QUICK_VIEW_DRAG_THRESHOLD_PX) return;
    if (!dragging) {
      dragging = true;
      slider.classList.add(DRAGGING_CLASS);
    }
    track.style.transform = `translateX(calc(${-start * 100}% + ${distance}px))`;
  };
  const end = (event: PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    viewport.removeEventListener("pointermove", move);
    viewport.removeEventListener("pointerup", end);
    viewport.removeEventListener("pointercancel", end);
    if (!dragging) return;
    slider.classList.remove(DRAGGING_CLASS);
    // A drag past the threshold turns one slide its way; at either end it springs back.
    const last = slidesOf(slider).length - 1;
    const next = Math.min(last, Math.max(0, start + (distance < 0 ? 1 : -1)));
    showSlide(slider, event.type === "pointercancel" ? start : next);
  };
  // Captured, so the release is seen wherever the pointer ends up.
  viewport.setPointerCapture(down.pointerId);
  viewport.addEventListener("pointermove", move);
  viewport.addEventListener("pointerup", end);
  viewport.addEventListener("pointercancel", end);
}

/** Drives the sliders that `root` holds now or later. */
export function enhanceQuickViewGallery(root: HTMLElement): void {
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("pointerdown", onPointerDown);
}
