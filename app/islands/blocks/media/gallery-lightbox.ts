import { parseGalleryHash } from "../../../components/product/lightbox/lightbox-hash.ts";

// The gallery blocks' lightbox (decision 047, spec §2, §9): a click on a thumbnail opens PhotoSwipe
// at that picture instead of following the link to the file, and an address naming a gallery and
// picture (#&gid=2&pid=3) opens it on arrival. PhotoSwipe itself is fetched on the first opening.

const GALLERY = "[data-gallery]";

function links(gallery: HTMLElement): HTMLAnchorElement[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>("a.block-gallery__link")];
}

async function open(gallery: HTMLElement, index: number): Promise<void> {
  const { openGalleryLightbox } = await import("./open-gallery-lightbox.ts");
  openGalleryLightbox(gallery, links(gallery), index);
}

function openAndReport(gallery: HTMLElement, index: number): void {
  open(gallery, index).catch((error: unknown) => console.error("The gallery's lightbox could not open", error));
}

export function startGalleryLightboxes(): void {
  const galleries = [...document.querySelectorAll<HTMLElement>(GALLERY)];
  if (galleries.length === 0) return;
  document.addEventListener("click", (event) => {
    // A click meant for a new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a.block-gallery__link") : null;
    const gallery = link?.closest<HTMLElement>(GALLERY);
    if (!link || !gallery) return;
    event.preventDefault();
    openAndReport(gallery, links(gallery).indexOf(link));
  });
  const location = parseGalleryHash(window.location.hash);
  if (location === null) return;
  const gallery = galleries.find((candidate) => candidate.dataset.gallery === String(location.galleryId));
  if (gallery && location.index < links(gallery).length) openAndReport(gallery, location.index);
}
