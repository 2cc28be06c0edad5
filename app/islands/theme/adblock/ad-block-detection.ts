// Ad-block detection (spec §7, decision 048): once the document has loaded, report to the shop
// whether the bait element (app/components/consent/ad-block-bait.tsx) survived: result 1 when an
// ad blocker removed or hid it, 0 when it is there. The page renders the bait only when the shop
// counts these (AD_BLOCK_TRACKING). The answer is not read.

/** Whether the bait is gone: removed from the page, or hidden by a blocker's cosmetic filter. */
export function baitIsMissing(bait: HTMLElement): boolean {
  return !bait.isConnected || bait.offsetHeight === 0 || getComputedStyle(bait).display === "none";
}

export function startAdBlockDetection(): void {
  const bait = document.querySelector<HTMLElement>("[data-ad-bait]");
  const path = bait?.dataset.report;
  if (!bait || !path) return;
  const report = () => {
    const body = new URLSearchParams({ result: baitIsMissing(bait) ? "1" : "0" });
    // keepalive: the report is still sent when the visitor leaves the page at once.
    // A lost report only makes the count one smaller: nothing to tell the visitor about.
    fetch(path, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  };
  if (document.readyState === "complete") report();
  else window.addEventListener("load", report, { once: true });
}
