import { INITIAL_HEADER_STATE, nextHeaderState, type HeaderGeometry, type HeaderScrollState } from "./header-scroll-state.ts";

// The sticky header (spec §4): fixed to the top once the page has scrolled past it, back in its
// place at the top, and with hide-on-scroll hidden while scrolling down. Its slot keeps the
// header's height while it is fixed, so the page below never jumps. The stuck, visible header's
// height is published as --sticky-header-height (0px otherwise) for whatever sticks below it
// (the shop's sidebar sticks at that height plus 15 px, spec §9). The page's scroll padding keeps
// room for it whenever it is stuck, hidden too (--sticky-header-room): a focus that scrolls the
// page up shows a hidden header again, and without the room the focused element would end up
// under it (WCAG 2.4.11, focus not obscured).

export function startStickyHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header][data-sticky]");
  const slot = header?.closest<HTMLElement>("[data-header-slot]");
  if (!header || !slot) return;
  const hideOnScroll = header.hasAttribute("data-hide-on-scroll");
  const root = document.documentElement;
  let state: HeaderScrollState = INITIAL_HEADER_STATE;
  let geometry: HeaderGeometry = measure();

  function measure(): HeaderGeometry {
    return { top: slot!.getBoundingClientRect().top + window.scrollY, height: header!.getBoundingClientRect().height };
  }

  function apply(next: HeaderScrollState): void {
    if (next.stuck !== state.stuck) {
      // The slot holds the header's place before the header leaves the flow, and lets go after it is back.
      slot!.style.height = next.stuck ? `${geometry.height}px` : "";
      header!.classList.toggle("is-stuck", next.stuck);
    }
    header!.classList.toggle("is-hidden", next.hidden);
    root.style.setProperty("--sticky-header-height", next.stuck && !next.hidden ? `${geometry.height}px` : "0px");
    root.style.setProperty("--sticky-header-room", next.stuck ? `${geometry.height}px` : "0px");
    state = next;
  }

  const update = () => {
    // In the flow, the header's place can move (a dismissed store notice above it): measure it afresh.
    if (!state.stuck) geometry = measure();
    apply(nextHeaderState(state, window.scrollY, geometry, hideOnScroll));
  };
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", () => {
    // Stuck, the header's height may change with the width: its slot follows.
    geometry = measure();
    if (state.stuck) slot.style.height = `${geometry.height}px`;
    update();
  });
  update();
}
