import type { CarouselWords } from "../../components/content/blocks/carousel-words.ts";
import { format } from "../../i18n/format.ts";
import { readPageData } from "../read-page-data.ts";
import { CAROUSEL_AUTOPLAY_MS, shouldAutoplay, type AutoplayHolds } from "./carousel-timing.ts";
import { prefersReducedMotion } from "./reduced-motion.ts";

// Sliders (the products slider and the slider block, block-carousel.tsx) become carousels in the
// WAI-ARIA pattern: the section is a region described as a carousel, each slide a group labelled
// "2 of 8", previous/next buttons, a button to stop or start the rotation (WCAG 2.2.2), and a
// status announcing the shown slide while it is not rotating by itself. embla moves the slides and
// its autoplay plugin advances every 3000 ms; pointer over or focus inside pauses it, and reduced
// motion keeps it still. embla loads on demand, so pages without a slider never fetch it.

// The id carousel-words.ts renders the words under (importing it would bring the whole catalogue).
const CAROUSEL_WORDS_ID = "carousel-words";

function button(className: string, label: string, icon: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = `block-carousel__button ${className}`;
  element.setAttribute("aria-label", label);
  element.innerHTML = `<svg class="icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${icon}"/></svg>`;
  return element;
}

// The shapes of app/components/ui/icons.tsx (chevronLeft, chevronRight, pause, play).
const ICONS = { previous: "M15 6l-6 6l6 6", next: "M9 6l6 6l-6 6", pause: "M8 5v14M16 5v14", play: "M7 4.5v15l12-7.5Z" };

async function startCarousel(root: HTMLElement, words: CarouselWords): Promise<void> {
  const viewport = root.querySelector<HTMLElement>(".block-slider__viewport");
  const list = viewport?.querySelector<HTMLElement>(".block-slider");
  if (!viewport || !list) return;
  // Each list item holds one slide's element (a product card, a slide block's div): that element is
  // the slide's group, as a list item may not be one.
  const items = Array.from(list.children);
  const slides = items.map((item) => item.firstElementChild).filter((slide): slide is HTMLElement => slide instanceof HTMLElement);
  if (slides.length < 2 || slides.length !== items.length) return;
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);

  const holds: AutoplayHolds = { stoppedByVisitor: false, hovered: false, focused: false, reducedMotion: prefersReducedMotion() };
  const autoplay = Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false });
  const embla = EmblaCarousel(viewport, { align: "start", loop: false, containScroll: "trimSnaps" }, [autoplay]);

  // The list's own name and focus stop belonged to the no-script scroller; the region names it now.
  root.classList.add("block-carousel--live");
  root.setAttribute("aria-roledescription", words.carousel);
  if (!root.hasAttribute("aria-labelledby")) root.setAttribute("aria-label", words.carousel);
  list.removeAttribute("tabindex");
  list.removeAttribute("aria-label");
  list.setAttribute("role", "none");
  items.forEach((item) => item.setAttribute("role", "none"));
  slides.forEach((slide, index) => {
    slide.setAttribute("role", "group");
    slide.setAttribute("aria-roledescription", words.slide);
    slide.setAttribute("aria-label", format(words.position, index + 1, slides.length));
  });

  const controls = document.createElement("div");
  controls.className = "block-carousel__controls";
  const rotation = button("block-carousel__rotation", words.stop, ICONS.pause);
  const previous = button("block-carousel__previous", words.previous, ICONS.previous);
  const next = button("block-carousel__next", words.next, ICONS.next);
  const status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("data-carousel-status", "");
  status.setAttribute("aria-atomic", "true");
  controls.append(rotation, previous, next);
  root.insertBefore(controls, viewport);
  root.append(status);
  if (holds.reducedMotion) rotation.hidden = true;

  const update = () => {
    const playing = shouldAutoplay(holds);
    if (playing && !autoplay.isPlaying()) autoplay.play();
    if (!playing && autoplay.isPlaying()) autoplay.stop();
    // Announcing every automatic move would talk over everything else: only while it holds still.
    status.setAttribute("aria-live", playing ? "off" : "polite");
    rotation.setAttribute("aria-label", holds.stoppedByVisitor ? words.start : words.stop);
    rotation.querySelector("path")?.setAttribute("d", holds.stoppedByVisitor ? ICONS.play : ICONS.pause);
  };
  const select = () => {
    status.textContent = format(words.status, embla.selectedScrollSnap() + 1, embla.scrollSnapList().length);
    root.setAttribute("data-carousel-index", String(embla.selectedScrollSnap()));
    previous.disabled = !embla.canScrollPrev();
    next.disabled = !embla.canScrollNext();
  };
  embla.on("select", select);
  embla.on("reInit", select);
  select();

  previous.addEventListener("click", () => embla.scrollPrev());
  next.addEventListener("click", () => embla.scrollNext());
  rotation.addEventListener("click", () => {
    holds.stoppedByVisitor = !holds.stoppedByVisitor;
    update();
  });
  root.addEventListener("pointerenter", () => {
    holds.hovered = true;
    update();
  });
  root.addEventListener("pointerleave", () => {
    holds.hovered = false;
    update();
  });
  root.addEventListener("focusin", () => {
    holds.focused = true;
    update();
  });
  root.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    holds.focused = false;
    update();
  });
  update();
}

export function startCarousels(): void {
  const roots = document.querySelectorAll<HTMLElement>("[data-carousel]");
  if (roots.length === 0) return;
  const words = readPageData<CarouselWords>(CAROUSEL_WORDS_ID);
  for (const root of roots) startCarousel(root, words).catch((error: unknown) => console.error(error));
}
