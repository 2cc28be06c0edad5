import { useCallback, useEffect, useRef } from "react";
import type { GalleryImage } from "../gallery/gallery-images.ts";
import { LIGHTBOX_GALLERY_ID } from "../product-constants.ts";
import { pictureToOpen } from "./lightbox-hash.ts";

// Opens the lightbox on demand, and once on load when the address names a picture (#&gid=1&pid=N).

export function useLightbox(images: readonly GalleryImage[], onClose: (index: number) => void): (index: number) => void {
  const opening = useRef(false);

  const open = useCallback(
    (index: number) => {
      if (opening.current || images.length === 0) return;
      opening.current = true;
      import("./open-lightbox.ts")
        .then(({ openLightbox }) =>
          openLightbox({
            images,
            index,
            onClose: (last) => {
              opening.current = false;
              onClose(last);
            },
          }),
        )
        .catch((error: unknown) => {
          opening.current = false;
          console.error("The lightbox could not be opened", error);
        });
    },
    [images, onClose],
  );

  const openOnLoad = useRef(open);
  useEffect(() => {
    const index = pictureToOpen(window.location.hash, LIGHTBOX_GALLERY_ID, images.length);
    if (index !== null) openOnLoad.current(index);
    // Only the address the page was loaded with opens the lightbox by itself.
  }, []);

  return open;
}
