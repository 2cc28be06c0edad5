/** The page data (app/components/ui/page-data-script.tsx) that carries the live chat's script address. */
export const LIVE_CHAT_DATA_ID = "live-chat-settings";

export interface LiveChatSettings {
  src: string;
}

/** When the browser never reports an idle moment (busy page), the chat loads after this long anyway. */
export const LIVE_CHAT_IDLE_TIMEOUT_MS = 5000;

/** Where requestIdleCallback is missing (Safari), a plain delay after the load event stands in for it. */
export const LIVE_CHAT_NO_IDLE_DELAY_MS = 2000;
