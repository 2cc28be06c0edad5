// Block pictures (lazy-image.tsx) get their address when a tenth of them comes into view (spec
// §9: lazy-load intersection threshold 0.1), or at once where IntersectionObserver is missing.

const LAZY_LOAD_THRESHOLD = 0.1;

function load(image: HTMLImageElement): void {
  const src = image.dataset.lazySrc;
  if (src) image.src = src;
  image.removeAttribute("data-lazy-src");
}

export function startLazyImages(): void {
  const images = document.querySelectorAll<HTMLImageElement>("img[data-lazy-src]");
  if (images.length === 0) return;
  if (!("IntersectionObserver" in window)) {
    images.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLImageElement)) continue;
        observer.unobserve(entry.target);
        load(entry.target);
      }
    },
    { threshold: LAZY_LOAD_THRESHOLD },
  );
  images.forEach((image) => observer.observe(image));
}
