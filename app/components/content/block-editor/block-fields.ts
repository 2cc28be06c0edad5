import { BLOCK_TYPES, type BlockType } from "../../../../server/content/blocks.ts";
import type { ContentTextKey } from "../../../i18n/content-messages.en.ts";
import { MEDIA_BLOCK_FIELDS, MEDIA_NEW_BLOCK_DEFAULTS } from "./media-block-fields.ts";

// The editor's form fields of each block type: what the form shows and how a posted value is read
// back. Kept next to the form, apart from the zod schemas, which stay the one judge of validity.

export type FieldKind = "text" | "textarea" | "html" | "link" | "checkbox" | "number" | "select";

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: ContentTextKey;
  hint?: ContentTextKey;
  options?: ReadonlyArray<{ value: string; label: ContentTextKey }>;
}

export interface BlockFieldsSpec {
  fields: readonly FieldSpec[];
  /** The fields of each item of the block's list (accordion, tabs, numbers), if it has one. */
  items?: readonly FieldSpec[];
}

const heading: FieldSpec = { name: "heading", kind: "text", label: "content.field.heading" };
const titledItems: readonly FieldSpec[] = [
  { name: "title", kind: "text", label: "content.field.title" },
  { name: "body", kind: "textarea", label: "content.field.body" },
];

const anchor: FieldSpec = { name: "anchor", kind: "text", label: "content.field.anchor", hint: "content.field.anchorHint" };

/** Each type's own fields, then the anchor every block may have. */
const OWN_FIELDS: Record<BlockType, BlockFieldsSpec> = {
  hero: {
    fields: [
      { ...heading, hint: "content.field.headingHint" },
      { name: "text", kind: "textarea", label: "content.field.text" },
      { name: "buttonLabel", kind: "text", label: "content.field.buttonLabel" },
      { name: "buttonHref", kind: "link", label: "content.field.buttonHref" },
      { name: "backgroundImage", kind: "link", label: "content.field.backgroundImage" },
      { name: "parallax", kind: "checkbox", label: "content.field.parallax" },
    ],
  },
  richText: { fields: [{ name: "html", kind: "html", label: "content.field.html" }] },
  products: {
    fields: [
      heading,
      {
        name: "display",
        kind: "select",
        label: "content.field.display",
        options: [
          { value: "grid", label: "content.field.display.grid" },
          { value: "slider", label: "content.field.display.slider" },
        ],
      },
      {
        name: "source",
        kind: "select",
        label: "content.field.source",
        options: [
          { value: "newest", label: "content.field.source.newest" },
          { value: "featured", label: "content.field.source.featured" },
          { value: "category", label: "content.field.source.category" },
        ],
      },
      { name: "category", kind: "text", label: "content.field.category" },
      { name: "count", kind: "number", label: "content.field.count" },
    ],
  },
  productTable: { fields: [heading] },
  image: {
    fields: [
      { name: "src", kind: "link", label: "content.field.src" },
      { name: "alt", kind: "text", label: "content.field.alt" },
      { name: "caption", kind: "text", label: "content.field.caption" },
      { name: "width", kind: "number", label: "content.field.width" },
      { name: "height", kind: "number", label: "content.field.height" },
    ],
  },
  accordion: { fields: [heading], items: titledItems },
  tabs: { fields: [], items: titledItems },
  countUp: {
    fields: [heading],
    items: [
      { name: "value", kind: "number", label: "content.field.value" },
      { name: "label", kind: "text", label: "content.field.label" },
      { name: "suffix", kind: "text", label: "content.field.suffix" },
    ],
  },
  button: {
    fields: [
      { name: "label", kind: "text", label: "content.field.label" },
      { name: "href", kind: "link", label: "content.field.href" },
      { name: "modalHtml", kind: "html", label: "content.field.modalHtml", hint: "content.field.modalHint" },
    ],
  },
  slider: {
    fields: [heading],
    items: [
      { name: "heading", kind: "text", label: "content.field.heading" },
      { name: "text", kind: "textarea", label: "content.field.text" },
      { name: "image", kind: "link", label: "content.field.image" },
      { name: "alt", kind: "text", label: "content.field.alt" },
      { name: "href", kind: "link", label: "content.field.slideHref" },
    ],
  },
  ...MEDIA_BLOCK_FIELDS,
};

export const BLOCK_FIELDS: Record<BlockType, BlockFieldsSpec> = { ...OWN_FIELDS };
for (const type of BLOCK_TYPES) BLOCK_FIELDS[type] = { ...OWN_FIELDS[type], fields: [...OWN_FIELDS[type].fields, anchor] };

/** A new block's starting values: what the form shows before the editor fills it in. */
export const NEW_BLOCK_DEFAULTS: Record<BlockType, Record<string, unknown>> = {
  hero: { parallax: false },
  richText: { html: "" },
  products: { display: "grid", source: "newest", count: 8 },
  productTable: {},
  image: {},
  accordion: { items: [] },
  tabs: { items: [] },
  countUp: { items: [] },
  button: {},
  slider: { items: [] },
  ...MEDIA_NEW_BLOCK_DEFAULTS,
};
