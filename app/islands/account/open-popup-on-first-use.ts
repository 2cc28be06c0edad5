import { isAccountPanel } from "../../components/account/account-panels.ts";
import { hasSignedInMarker } from "./account-link.ts";
import type { LoginPopup } from "./popup.ts";

// Until the account script is needed, a popup trigger only listens: pointing at it, touching it or
// focusing it starts loading the script (so it is usually there by the click), and the first click
// opens the popup once it has loaded. From then on the popup's own listener (popup.ts) answers.
// Should the script fail to load, the trigger stays the link it is.

const TRIGGER = "[data-login-popup-trigger]";
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

export function openPopupOnFirstUse(load: () => Promise<LoginPopup | null>): void {
  let loading: Promise<LoginPopup | null> | null = null;
  const start = () => (loading ??= load());
  const onIntent = (event: Event) => {
    // Only a head start: a failed load is answered at the click, which keeps the trigger a link.
    if ((event.target as Element | null)?.closest?.(TRIGGER)) void start().catch(() => undefined);
  };
  const onClick = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>(TRIGGER);
    // Signed in, the account link is just a link to the account pages.
    if (!trigger || hasSignedInMarker() || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    stop();
    const panel = trigger.dataset["loginPopupTrigger"] ?? "";
    start().then(
      (popup) => popup?.open(isAccountPanel(panel) ? panel : "login"),
      () => trigger instanceof HTMLAnchorElement && window.location.assign(trigger.href),
    );
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    document.removeEventListener("click", onClick);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  document.addEventListener("click", onClick);
}
