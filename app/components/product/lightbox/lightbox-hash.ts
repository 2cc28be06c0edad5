// The lightbox keeps its place in the address fragment (`#&gid=1&pid=2`, PhotoSwipe's own form) so
// a shared link opens the same picture. pid counts from 1; indexes in code count from 0.

export interface GalleryLocation {
  galleryId: number;
  /** 0-based */
  index: number;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function parseGalleryHash(hash: string): GalleryLocation | null {
  if (!hash.startsWith("#&")) return null;
  const params = new URLSearchParams(hash.slice(2));
  const galleryId = positiveInteger(params.get("gid"));
  const pid = positiveInteger(params.get("pid"));
  if (galleryId === null || pid === null) return null;
  return { galleryId, index: pid - 1 };
}

export function galleryHash(location: GalleryLocation): string {
  return `#&gid=${location.galleryId}&pid=${location.index + 1}`;
}

/** `href` with its fragment replaced; an empty `hash` drops the fragment. */
export function withHash(href: string, hash: string): string {
  const hashAt = href.indexOf("#");
  return (hashAt === -1 ? href : href.slice(0, hashAt)) + hash;
}

/** The picture to open on load for this gallery, when the address names one that exists. */
export function pictureToOpen(hash: string, galleryId: number, count: number): number | null {
  const location = parseGalleryHash(hash);
  if (location === null || location.galleryId !== galleryId || location.index >= count) return null;
  return location.index;
}
