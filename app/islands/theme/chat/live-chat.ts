import { readPageData } from "../../read-page-data.ts";
import { LIVE_CHAT_DATA_ID, LIVE_CHAT_IDLE_TIMEOUT_MS, LIVE_CHAT_NO_IDLE_DELAY_MS, type LiveChatSettings } from "./live-chat-settings.ts";

// The live-chat widget (spec §1, §7; decision 047): the provider's script, added to the page once
// the page has loaded and the browser is idle, or at the visitor's first interaction if that comes
// sooner, so it never competes with the page's own content for the largest paint. Not in editors'
// pages (their edit links or the block editor are in the page): the chat is for shoppers.

/** Markup only editors' private pages have. */
const EDITOR_MARKUP = ".post-edit-link, form.edit-page";
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

export function startLiveChat(): void {
  if (document.getElementById(LIVE_CHAT_DATA_ID) === null || document.querySelector(EDITOR_MARKUP) !== null) return;
  const { src } = readPageData<LiveChatSettings>(LIVE_CHAT_DATA_ID);
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.liveChat = "";
    document.body.append(script);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: LIVE_CHAT_IDLE_TIMEOUT_MS });
    else setTimeout(load, LIVE_CHAT_NO_IDLE_DELAY_MS);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
