import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

// Embla, loaded only when the shopper reaches for the gallery (pointer, touch, focus, a thumbnail,
// a variation's picture), not with the page: most visits never slide, and its 7 KB would count
// against the product page's 110 KB budget. Until then the viewport scrolls natively (snapping to
// each picture, as without JavaScript), so the first swipe on a phone is never lost; Embla then
// starts on the picture the shopper scrolled to.

export interface DeferredEmbla {
  viewportRef: (element: HTMLElement | null) => void;
  embla: EmblaCarouselType | undefined;
  /** Scrolls once Embla is there (at once if it is), loading it now if need be. */
  scrollTo: (index: number, jump?: boolean) => void;
  /** Start loading now (the shopper is about to use the gallery). */
  wake: () => void;
}

/** The slide a natively scrolled viewport shows; the scroll is then handed over to Embla. */
function takeNativeScroll(viewport: HTMLElement): number {
  const index = viewport.clientWidth > 0 ? Math.round(Math.abs(viewport.scrollLeft) / viewport.clientWidth) : 0;
  viewport.scrollLeft = 0;
  return index;
}

export function useDeferredEmbla(options: EmblaOptionsType): DeferredEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const pending = useRef<{ index: number; jump: boolean } | null>(null);
  const startLoading = useRef<() => void>(() => undefined);
  const optionsAtStart = useRef(options);

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import("embla-carousel")
        .then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          const startIndex = takeNativeScroll(viewport);
          api = EmblaCarousel(viewport, { ...optionsAtStart.current, startIndex });
          if (pending.current) api.scrollTo(pending.current.index, pending.current.jump);
          pending.current = null;
          setEmbla(api);
        })
        .catch((error: unknown) => console.error("The gallery slider could not be loaded", error));
    };
    startLoading.current = load;
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  const scrollTo = useCallback(
    (index: number, jump = false) => {
      if (embla) return embla.scrollTo(index, jump);
      pending.current = { index, jump };
      startLoading.current();
    },
    [embla],
  );

  const wake = useCallback(() => startLoading.current(), []);

  return { viewportRef: setViewport, embla, scrollTo, wake };
}
