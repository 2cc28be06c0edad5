import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

// Embla, loaded after the page has become interactive rather than with it: until then the slider
// is the server's markup showing its first picture, which needs no script. It loads when the
// browser is idle, or at once when the shopper reaches for the gallery first.

export interface DeferredEmbla {
  viewportRef: (element: HTMLElement | null) => void;
  embla: EmblaCarouselType | undefined;
  /** Scrolls once Embla is there (at once if it is), loading it now if need be. */
  scrollTo: (index: number, jump?: boolean) => void;
  /** Start loading now (the shopper is about to use the gallery). */
  wake: () => void;
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

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
          api = EmblaCarousel(viewport, optionsAtStart.current);
          if (pending.current) api.scrollTo(pending.current.index, pending.current.jump);
          pending.current = null;
          setEmbla(api);
        })
        .catch((error: unknown) => console.error("The gallery slider could not be loaded", error));
    };
    startLoading.current = load;
    const idle = window as IdleWindow;
    const handle = idle.requestIdleCallback ? idle.requestIdleCallback(load) : window.setTimeout(load, 0);
    return () => {
      cancelled = true;
      if (idle.cancelIdleCallback) idle.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
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
