// Hover zoom shows the original image as a background and moves it with the pointer: the point
// under the pointer in the slide is the point shown there in the enlarged picture.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Zoom only helps when the original is wider than the gallery shows it. */
export function isZoomUseful(fullWidth: number, galleryWidth: number): boolean {
  return galleryWidth > 0 && fullWidth > galleryWidth;
}

function percent(offset: number, size: number): number {
  if (size <= 0) return 50;
  return Math.min(100, Math.max(0, (offset / size) * 100));
}

/** CSS background-position for a pointer at (x, y) in page coordinates over `box`. */
export function zoomBackgroundPosition(x: number, y: number, box: Box): string {
  const left = percent(x - box.left, box.width);
  const top = percent(y - box.top, box.height);
  return `${Number(left.toFixed(2))}% ${Number(top.toFixed(2))}%`;
}
