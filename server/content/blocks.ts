import { z } from "zod";
import { anchor, isSafeHref, isSafeImageSrc, optionalPixels, MAX_HTML_LENGTH, MAX_ITEMS_PER_BLOCK, MAX_PRODUCTS_PER_BLOCK, MAX_TEXT_LENGTH } from "./block-rules.ts";
import { audioBlockSchema, galleryBlockSchema, videoBlockSchema, videoEmbedBlockSchema } from "./media-blocks.ts";
import { sanitizeRichText } from "./sanitize-rich-text.ts";

// A page is a list of typed blocks stored as data (issue 12, decision 040). Each known type has a
// zod schema; the union is discriminated on `type`. A block whose type this version does not know
// (written by a newer version, or by hand) is kept as it is, so an editor can see and remove it;
// it renders "Template not found" for editors and nothing for shoppers (spec §8).

export { isSafeHref, isSafeImageSrc, isValidAnchor, MAX_BLOCKS_PER_PAGE, MAX_HTML_LENGTH, MAX_ITEMS_PER_BLOCK, MAX_PRODUCTS_PER_BLOCK, MAX_TEXT_LENGTH } from "./block-rules.ts";

const text = z.string().trim().max(MAX_TEXT_LENGTH);
const requiredText = text.min(1);
const longText = z.string().trim().max(2_000);

const optionalHref = z.string().trim().max(500).refine((value) => value === "" || isSafeHref(value), { message: "unsafe_url" });
const imageSrc = z.string().trim().max(500).refine(isSafeImageSrc, { message: "unsafe_url" });
const optionalImageSrc = z.string().trim().max(500).refine((value) => value === "" || isSafeImageSrc(value), { message: "unsafe_url" });

/** Where a product grid or slider takes its products from (on-sale is not built yet: decision 040). */
export const PRODUCT_SOURCES = ["newest", "featured", "category"] as const;

export const heroBlockSchema = z.object({
  type: z.literal("hero"),
  anchor,
  /** Blank: the shop's name. */
  heading: text.default(""),
  text: longText.default(""),
  buttonLabel: text.default(""),
  buttonHref: optionalHref.default(""),
  backgroundImage: optionalImageSrc.default(""),
  /** The background stays put while the page scrolls (CSS background-attachment: fixed). */
  parallax: z.boolean().default(false),
});

export const richTextBlockSchema = z.object({
  type: z.literal("richText"),
  anchor,
  /** Sanitised on the way in and out (sanitize-rich-text.ts). */
  html: z.string().max(MAX_HTML_LENGTH).transform(sanitizeRichText),
});

export const productsBlockSchema = z
  .object({
    type: z.literal("products"),
    anchor,
    heading: text.default(""),
    /** A grid, or a slider (a horizontal list that snaps; the blocks script makes it a carousel). */
    display: z.enum(["grid", "slider"]).default("grid"),
    source: z.enum(PRODUCT_SOURCES).default("newest"),
    /** The category's slug, for source "category". */
    category: z.string().trim().max(200).default(""),
    count: z.number().int().min(1).max(MAX_PRODUCTS_PER_BLOCK).default(8),
  })
  .refine((block) => block.source !== "category" || block.category !== "", { message: "too_small", path: ["category"] });

export const productTableBlockSchema = z.object({
  type: z.literal("productTable"),
  anchor,
  heading: text.default(""),
});

export const imageBlockSchema = z.object({
  type: z.literal("image"),
  anchor,
  src: imageSrc,
  alt: text.default(""),
  caption: text.default(""),
  width: optionalPixels,
  height: optionalPixels,
});

const titledItem = z.object({ title: requiredText, body: longText.default("") });

export const accordionBlockSchema = z.object({
  type: z.literal("accordion"),
  anchor,
  heading: text.default(""),
  items: z.array(titledItem).min(1).max(MAX_ITEMS_PER_BLOCK),
});

export const tabsBlockSchema = z.object({
  type: z.literal("tabs"),
  anchor,
  items: z.array(titledItem).min(1).max(MAX_ITEMS_PER_BLOCK),
});

export const countUpBlockSchema = z.object({
  type: z.literal("countUp"),
  anchor,
  heading: text.default(""),
  items: z
    .array(z.object({ value: z.number().int().min(0).max(1_000_000_000), label: requiredText, suffix: z.string().trim().max(10).default("") }))
    .min(1)
    .max(MAX_ITEMS_PER_BLOCK),
});

export const buttonBlockSchema = z
  .object({
    type: z.literal("button"),
    anchor,
    label: requiredText,
    /** Where the button leads; blank when it opens its modal (whose content is then its target without a script). */
    href: optionalHref.default(""),
    /** Rich text the button opens in a modal dialog (blank: a plain link). Sanitised as rich text is. */
    modalHtml: z.string().max(MAX_HTML_LENGTH).default("").transform(sanitizeRichText),
  })
  .refine((block) => block.href !== "" || block.modalHtml.trim() !== "", { message: "too_small", path: ["href"] });

export const sliderBlockSchema = z.object({
  type: z.literal("slider"),
  anchor,
  heading: text.default(""),
  /** Slides: a picture, a heading, a line of text and a link, each but the heading optional. */
  items: z
    .array(
      z.object({
        image: optionalImageSrc.default(""),
        alt: text.default(""),
        heading: requiredText,
        text: longText.default(""),
        href: optionalHref.default(""),
      }),
    )
    .min(1)
    .max(MAX_ITEMS_PER_BLOCK),
});

export const knownBlockSchema = z.discriminatedUnion("type", [
  heroBlockSchema,
  richTextBlockSchema,
  productsBlockSchema,
  productTableBlockSchema,
  imageBlockSchema,
  accordionBlockSchema,
  tabsBlockSchema,
  countUpBlockSchema,
  buttonBlockSchema,
  sliderBlockSchema,
  galleryBlockSchema,
  audioBlockSchema,
  videoBlockSchema,
  videoEmbedBlockSchema,
]);

export type KnownBlock = z.infer<typeof knownBlockSchema>;
export type BlockType = KnownBlock["type"];
export const BLOCK_TYPES: readonly BlockType[] = knownBlockSchema.options.map((option) => option.shape.type.value);

/** A block of a type this version does not know: its data, kept untouched. */
export interface UnknownBlock {
  type: "unknown";
  data: unknown;
}

export type Block = KnownBlock | UnknownBlock;

export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
export type ProductsBlock = z.infer<typeof productsBlockSchema>;
export type ProductTableBlock = z.infer<typeof productTableBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type AccordionBlock = z.infer<typeof accordionBlockSchema>;
export type TabsBlock = z.infer<typeof tabsBlockSchema>;
export type CountUpBlock = z.infer<typeof countUpBlockSchema>;
export type ButtonBlock = z.infer<typeof buttonBlockSchema>;
export type SliderBlock = z.infer<typeof sliderBlockSchema>;
export type { AudioBlock, GalleryBlock, VideoBlock, VideoEmbedBlock } from "./media-blocks.ts";

export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === "string" && (BLOCK_TYPES as readonly string[]).includes(type);
}

/** Why a block's field was refused: stable codes the editor's form turns into words. */
export const BLOCK_ERROR_CODES = ["required", "too_long", "too_many", "unsafe_url", "invalid_anchor", "duplicate_anchor", "invalid_number", "invalid_choice", "invalid_video_url", "unknown_media_format", "invalid"] as const;
export type BlockErrorCode = (typeof BLOCK_ERROR_CODES)[number];

export interface BlockFieldError {
  /** The block's place in the page, from 0; null for the page's list itself (too many blocks). */
  index: number | null;
  /** The field inside the block, dotted for list items ("items.2.title"); "" for the whole block. */
  field: string;
  code: BlockErrorCode;
}
