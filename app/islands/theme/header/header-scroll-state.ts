// Where the header stands as the page scrolls (spec §4): stuck once the page has scrolled past the
// whole header, unstuck back at its place at the top; with hide-on-scroll, hidden while scrolling
// down and shown while scrolling up, once past the header's height. Pure, so it is tested alone.

export interface HeaderScrollState {
  stuck: boolean;
  hidden: boolean;
  /** The scroll position the state was computed at, to tell the direction next time. */
  y: number;
}

export interface HeaderGeometry {
  /** The header's top in the page (below a store notice, say). */
  top: number;
  height: number;
}

export const INITIAL_HEADER_STATE: HeaderScrollState = { stuck: false, hidden: false, y: 0 };

export function nextHeaderState(previous: HeaderScrollState, y: number, geometry: HeaderGeometry, hideOnScroll: boolean): HeaderScrollState {
  const bottom = geometry.top + geometry.height;
  if (y <= geometry.top) return { stuck: false, hidden: false, y };
  // Between its place and its bottom it keeps its state, so it neither flickers nor jumps there.
  const stuck = y > bottom ? true : previous.stuck;
  let hidden = false;
  if (hideOnScroll && stuck && y > bottom) hidden = y > previous.y ? true : y < previous.y ? false : previous.hidden;
  return { stuck, hidden, y };
}
