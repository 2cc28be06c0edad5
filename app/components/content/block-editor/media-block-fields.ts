import type { FieldSpec } from "./block-fields.ts";

// The editor's fields of the media blocks (decision 047), joined into block-fields.ts.

const title: FieldSpec = { name: "title", kind: "text", label: "content.field.mediaTitle" };
const poster: FieldSpec = { name: "poster", kind: "link", label: "content.field.poster" };
const files: readonly FieldSpec[] = [{ name: "src", kind: "link", label: "content.field.mediaSrc", hint: "content.field.mediaSrcHint" }];

export const MEDIA_BLOCK_FIELDS = {
  gallery: {
    fields: [{ name: "heading", kind: "text", label: "content.field.heading" }],
    items: [
      { name: "src", kind: "link", label: "content.field.imageFile" },
      { name: "width", kind: "number", label: "content.field.width" },
      { name: "height", kind: "number", label: "content.field.height" },
      { name: "alt", kind: "text", label: "content.field.alt" },
      { name: "caption", kind: "text", label: "content.field.caption" },
    ],
  },
  audio: { fields: [title], items: files },
  video: { fields: [title, poster, { name: "captions", kind: "link", label: "content.field.captions" }], items: files },
  videoEmbed: { fields: [title, { name: "url", kind: "link", label: "content.field.videoUrl", hint: "content.field.videoUrlHint" }, poster] },
} satisfies Record<string, { fields: readonly FieldSpec[]; items?: readonly FieldSpec[] }>;

export const MEDIA_NEW_BLOCK_DEFAULTS = { gallery: { items: [] }, audio: { items: [] }, video: { items: [] }, videoEmbed: {} };
