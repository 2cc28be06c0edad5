import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from "react";
import { ZOOM_ERROR_VISIBLE_MS } from "../product-constants.ts";
import type { GalleryImage } from "./gallery-images.ts";
import { isZoomUseful, zoomBackgroundPosition } from "./zoom-geometry.ts";

// Hover zoom for a gallery slide, written for the page instead of a jQuery plugin: the original
// image, loaded only when first wanted, becomes a background moved under the pointer. Mice zoom on
// hover; touch zooms on tap (and pans by dragging) and unzooms on the next tap.

export interface HoverZoom {
  zoomed: boolean;
  /** The original failed to load: a notice shows for ZOOM_ERROR_VISIBLE_MS. */
  failed: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
  /** For the slide's click handler: true when the click was a touch tap that toggled the zoom. */
  handleTap: (event: MouseEvent<HTMLElement>) => boolean;
}

/**
 * `overlayRef` is the caller's, on the element that shows the zoomed original: a hook result that
 * holds a ref cannot be read during render.
 */
export function useHoverZoom(image: GalleryImage, onZoomChange: (zoomed: boolean) => void, overlayRef: RefObject<HTMLSpanElement | null>): HoverZoom {
  const [zoomed, setZoomedState] = useState(false);
  const [failed, setFailed] = useState(false);
  const pointerType = useRef("mouse");
  const original = useRef<"not-loaded" | "loading" | "loaded" | "failed">("not-loaded");
  const failTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (failTimer.current !== null) clearTimeout(failTimer.current);
  }, []);

  const setZoomed = useCallback(
    (next: boolean) => {
      setZoomedState(next);
      onZoomChange(next);
    },
    [onZoomChange],
  );

  const loadOriginal = useCallback(() => {
    if (original.current !== "not-loaded") return original.current !== "failed";
    original.current = "loading";
    const probe = new Image();
    probe.onload = () => {
      original.current = "loaded";
    };
    probe.onerror = () => {
      original.current = "failed";
      setZoomed(false);
      setFailed(true);
      failTimer.current = setTimeout(() => setFailed(false), ZOOM_ERROR_VISIBLE_MS);
    };
    probe.src = image.fullSrc;
    return true;
  }, [image.fullSrc, setZoomed]);

  const follow = (event: MouseEvent<HTMLElement>) => {
    const overlay = overlayRef.current;
    if (overlay) overlay.style.backgroundPosition = zoomBackgroundPosition(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
  };

  const useful = (element: HTMLElement) => isZoomUseful(image.fullWidth, element.getBoundingClientRect().width);

  return {
    zoomed,
    failed,
    handlers: {
      onPointerDown: (event) => {
        pointerType.current = event.pointerType;
      },
      onPointerEnter: (event) => {
        pointerType.current = event.pointerType;
        if (event.pointerType === "touch" || !useful(event.currentTarget) || !loadOriginal()) return;
        follow(event);
        setZoomed(true);
      },
      onPointerMove: (event) => {
        if (zoomed) follow(event);
      },
      onPointerLeave: (event) => {
        if (event.pointerType !== "touch" && zoomed) setZoomed(false);
      },
    },
    handleTap: (event) => {
      if (pointerType.current !== "touch" || !useful(event.currentTarget)) return false;
      event.preventDefault();
      if (zoomed) setZoomed(false);
      else if (loadOriginal()) {
        follow(event);
        setZoomed(true);
      }
      return true;
    },
  };
}
