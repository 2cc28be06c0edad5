import { PREFETCH_HOVER_DELAY_MS, TOUCH_TO_MOUSE_IGNORE_MS, isPrefetchable, type PrefetchOptions } from "./prefetch-rules.ts";

// Link prefetch (spec §5, decision 048): a link the pointer rests on for 65 ms, or a touch starts
// on, is fetched ahead so the next page shows at once. Our own small module rather than
// instant.page 5.2.0 (which starts itself on import, waits 1111 ms after a touch and cannot be told
// to skip the cart or the account). Where the browser has the Speculation Rules API, the URL goes
// into a rule (a prefetch the navigation can use); elsewhere into <link rel=prefetch>. Each URL
// once, by one of the two. Nothing when the visitor's browser asks to save data.

type NetworkNavigator = Navigator & { connection?: { saveData?: boolean } };

const prefetched = new Set<string>();

function usesSpeculationRules(): boolean {
  return typeof HTMLScriptElement.supports === "function" && HTMLScriptElement.supports("speculationrules");
}

function prefetch(url: string): void {
  if (prefetched.has(url)) return;
  prefetched.add(url);
  if (usesSpeculationRules()) {
    const rules = document.createElement("script");
    rules.type = "speculationrules";
    rules.textContent = JSON.stringify({ prefetch: [{ source: "list", urls: [url] }] });
    document.head.append(rules);
    return;
  }
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = url;
  document.head.append(link);
}

function prefetchableLink(target: EventTarget | null, options: PrefetchOptions): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a") : null;
  if (!link?.href) return null;
  const url = new URL(link.href);
  return isPrefetchable(url, new URL(location.href), options, "noInstant" in link.dataset) ? link : null;
}

export function startLinkPrefetch(): void {
  if ((navigator as NetworkNavigator).connection?.saveData) return;
  const body = document.body.dataset;
  const options: PrefetchOptions = { allowQueryString: "instantAllowQueryString" in body, allowExternalLinks: "instantAllowExternalLinks" in body };
  let lastTouch = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listen = { capture: true, passive: true };

  document.addEventListener(
    "touchstart",
    (event) => {
      lastTouch = performance.now();
      const link = prefetchableLink(event.target, options);
      if (link) prefetch(link.href);
    },
    listen,
  );
  document.addEventListener(
    "mouseover",
    (event) => {
      if (performance.now() - lastTouch < TOUCH_TO_MOUSE_IGNORE_MS) return;
      const link = prefetchableLink(event.target, options);
      if (!link) return;
      clearTimeout(timer);
      timer = setTimeout(() => prefetch(link.href), PREFETCH_HOVER_DELAY_MS);
      link.addEventListener(
        "mouseout",
        (out) => {
          // Moving between parts of the same link is still resting on it.
          if (out.relatedTarget instanceof Node && link.contains(out.relatedTarget)) return;
          clearTimeout(timer);
        },
        { passive: true, once: true },
      );
    },
    listen,
  );
}
