// The theme's one icon set (issue 12): inline SVG drawn with the text colour, so no glyph depends on
// the visitor's fonts and no icon costs a request. Icons are decoration: the control that holds one
// carries the words (a visible label or aria-label), so every icon is aria-hidden.
// Strokes on a 24-unit grid; add a shape here rather than drawing one inside a component.

const SHAPES = {
  search: "M10.5 3a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15ZM16 16l5 5",
  account: "M12 3a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9ZM3.5 21c1.2-4 4.5-6 8.5-6s7.3 2 8.5 6",
  cart: "M2.5 3.5h3l2.4 11.2h10.6l2-8H7M9.5 20a1 1 0 1 0 0 .1M17.5 20a1 1 0 1 0 0 .1",
  menu: "M3.5 6h17M3.5 12h17M3.5 18h17",
  close: "M5.5 5.5l13 13M18.5 5.5l-13 13",
  chevronDown: "M6 9l6 6l6-6",
  chevronUp: "M6 15l6-6l6 6",
  /** Both ways: a column that can be sorted but is not. */
  sortable: "M8 9.5l4-4l4 4M8 14.5l4 4l4-4",
  chevronLeft: "M15 6l-6 6l6 6",
  chevronRight: "M9 6l6 6l-6 6",
  arrowUp: "M12 20V5M5.5 11.5L12 5l6.5 6.5",
  play: "M7 4.5v15l12-7.5Z",
  pause: "M8 5v14M16 5v14",
} as const;

export type IconName = keyof typeof SHAPES;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className === undefined ? "icon" : `icon ${className}`} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={SHAPES[name]} />
    </svg>
  );
}
