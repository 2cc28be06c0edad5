// The quick view's thumbnails show their picture in the main image (quick-view-content.tsx).
export function enhanceQuickViewGallery(root: HTMLElement): void {
  root.addEventListener("click", (event) => {
    const thumb = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-quick-view-thumb]") : null;
    const main = root.querySelector<HTMLImageElement>("img[data-quick-view-main]");
    if (thumb === null || main === null) return;
    main.src = thumb.dataset.quickViewThumb ?? main.src;
    main.alt = thumb.dataset.alt ?? main.alt;
    for (const other of root.querySelectorAll("button[data-quick-view-thumb]")) other.setAttribute("aria-pressed", String(other === thumb));
  });
}
