import { z } from "zod";
import { anchor, isSafeImageSrc, MAX_ITEMS_PER_BLOCK, MAX_TEXT_LENGTH, pixels } from "./block-rules.ts";
import { mediaMimeType, type MediaKind } from "./media-formats.ts";
import { parseVideoUrl } from "./video-url.ts";

// The media blocks (issue 12, decision 047): an image gallery opening a lightbox, audio and video
// with one accessible player, and a YouTube or Vimeo video behind a light facade. Kept apart from
// blocks.ts so the types another engineer adds there and these merge without touching each other.

const text = z.string().trim().max(MAX_TEXT_LENGTH);
const requiredText = text.min(1);
/** Media files go into src attributes, like images: a path on this shop or https. */
const mediaSrc = z.string().trim().max(500).refine(isSafeImageSrc, { message: "unsafe_url", abort: true });
const optionalImageSrc = z.string().trim().max(500).refine((value) => value === "" || isSafeImageSrc(value), { message: "unsafe_url" });
export const galleryBlockSchema = z.object({
  type: z.literal("gallery"),
  anchor,
  heading: text.default(""),
  items: z
    // Each picture's size is required: PhotoSwipe needs it to open the picture without waiting for it.
    .array(z.object({ src: mediaSrc, width: pixels, height: pixels, alt: text.default(""), caption: text.default("") }))
    .min(1)
    .max(MAX_ITEMS_PER_BLOCK),
});

/**
 * Several files of one recording, each known by its ending (the format the player announces to the
 * browser, which plays the first it can): an editor gives file addresses, not MIME types.
 */
function sources(kind: MediaKind) {
  const file = mediaSrc.refine((src) => mediaMimeType(src, kind) !== null, { message: "unknown_media_format" });
  return z.array(z.object({ src: file })).min(1).max(5);
}

export const audioBlockSchema = z.object({
  type: z.literal("audio"),
  anchor,
  /** Names the player for screen readers and shows as its caption. */
  title: requiredText,
  items: sources("audio"),
});

export const videoBlockSchema = z.object({
  type: z.literal("video"),
  anchor,
  title: requiredText,
  poster: optionalImageSrc.default(""),
  /** A WebVTT captions file (.vtt), shown by the player's captions button; blank for none. */
  captions: optionalImageSrc.refine((src) => src === "" || /\.vtt(?:[?#]|$)/i.test(src), { message: "unknown_media_format" }).default(""),
  items: sources("video"),
});

export const videoEmbedBlockSchema = z.object({
  type: z.literal("videoEmbed"),
  anchor,
  /** Labels the play button and the provider's frame. */
  title: requiredText,
  /** A YouTube or Vimeo address; only its video id is ever rendered (video-url.ts). */
  url: z.string().trim().max(500).refine((value) => parseVideoUrl(value) !== null, { message: "invalid_video_url" }),
  /** Blank: YouTube's own still; Vimeo has none without calling its API, so the facade is plain. */
  poster: optionalImageSrc.default(""),
});

export type GalleryBlock = z.infer<typeof galleryBlockSchema>;
export type AudioBlock = z.infer<typeof audioBlockSchema>;
export type VideoBlock = z.infer<typeof videoBlockSchema>;
export type VideoEmbedBlock = z.infer<typeof videoEmbedBlockSchema>;
