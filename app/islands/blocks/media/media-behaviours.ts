import type { Behaviour } from "../../start-each.ts";
import { startGalleryLightboxes } from "./gallery-lightbox.ts";
import { startMediaPlayers } from "./media-players.ts";
import { startVideoFacades } from "./video-facades.ts";

/** The media blocks' behaviours (decision 047), spread into block-behaviours.ts. */
export const MEDIA_BLOCK_BEHAVIOURS: readonly Behaviour[] = [startGalleryLightboxes, startMediaPlayers, startVideoFacades];
