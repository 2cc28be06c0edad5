import { contentText } from "../../../i18n/content-messages.en.ts";

// The carousel's words, handed to the blocks script as JSON (it builds its buttons and slide
// labels in the browser; app/islands/blocks/carousel.ts reads them).

export const CAROUSEL_WORDS_ID = "carousel-words";

export interface CarouselWords {
  carousel: string;
  slide: string;
  /** "%1$s of %2$s": a slide's place. */
  position: string;
  /** "Slide %1$s of %2$s": announced when the shown slide changes. */
  status: string;
  previous: string;
  next: string;
  stop: string;
  start: string;
}

export function carouselWords(): CarouselWords {
  return {
    carousel: contentText("content.carousel"),
    slide: contentText("content.slide"),
    position: contentText("content.slidePosition"),
    status: contentText("content.slideStatus"),
    previous: contentText("content.previousSlide"),
    next: contentText("content.nextSlide"),
    stop: contentText("content.stopSlides"),
    start: contentText("content.startSlides"),
  };
}
