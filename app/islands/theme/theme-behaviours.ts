import type { Behaviour } from "../start-each.ts";
import { startLiveChat } from "./chat/live-chat.ts";

// The theme's behaviours, one line each, in the order they start.
export const THEME_BEHAVIOURS: readonly Behaviour[] = [
  startLiveChat,
];
