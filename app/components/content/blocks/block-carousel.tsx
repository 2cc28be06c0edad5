import type { ReactNode } from "react";

// A slider's markup, shared by the products slider and the slider block. Without a script it is a
// horizontal list that snaps to each item as it scrolls (focusable, so the keyboard scrolls it);
// the blocks script (app/islands/blocks/carousel.ts) turns the section into an APG carousel with
// embla: previous/next and pause buttons, labelled slides and autoplay every 3000 ms.

export interface BlockCarouselProps {
  /** The list's name (the block's heading), if it has one. */
  label: string;
  /** The section's heading id, when the section has a heading. */
  headingId: string | undefined;
  className: string;
  heading: ReactNode;
  children: ReactNode;
}

export function BlockCarousel({ label, headingId, className, heading, children }: BlockCarouselProps) {
  return (
    <section className={className} aria-labelledby={headingId} data-carousel="">
      {heading}
      <div className="block-slider__viewport">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a list that scrolls must take focus, so the keyboard can scroll it (axe: scrollable-region-focusable) */}
        <ul className="block-slider" tabIndex={0} aria-label={label === "" ? undefined : label}>
          {children}
        </ul>
      </div>
    </section>
  );
}
