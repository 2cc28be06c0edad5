// The section bullets (section-bullets.tsx) mark the section in view with aria-current, watched
// along a line a little above the window's middle. Their clicks are scroll-to links (scroll-to.ts).

export function startSectionBullets(): void {
  const nav = document.querySelector<HTMLElement>("[data-section-bullets]");
  if (!nav) return;
  const links = new Map<Element, HTMLAnchorElement>();
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a[href^='#']")) {
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (section) links.set(section, link);
  }
  const mark = (current: HTMLAnchorElement) => {
    for (const link of links.values()) {
      if (link === current) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entering = entries.find((entry) => entry.isIntersecting);
      const link = entering === undefined ? undefined : links.get(entering.target);
      if (link) mark(link);
    },
    { rootMargin: "-40% 0px -55% 0px" },
  );
  for (const section of links.keys()) observer.observe(section);
}
