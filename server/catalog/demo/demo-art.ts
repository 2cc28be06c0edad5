import type { ImageInput } from "../catalog.ts";

// The demo catalogue names its pictures with a small description ("art") instead of a file: the
// seed renders each one to PNG before saving the products, so the shop needs no network and no
// binary files in the repository. The description travels inside the image source as a
// `demo-art:` URI until the seed swaps it for the rendered file's path.

export const DEMO_ART_SHAPES = [
  "tshirt", "hoodie", "cap", "beanie", "socks", "bag", "mug", "poster", "vinyl", "box",
  "coffee", "tea", "pin", "candle", "clock", "notebook", "bottle", "lamp", "frame", "card",
] as const;
export type DemoArtShape = (typeof DEMO_ART_SHAPES)[number];

export const DEMO_ART_PREFIX = "demo-art:";
export const DEMO_IMAGE_SIZE = 1200;
/** Wider than the gallery column, so the zoom/lightbox case exists in the demo. */
export const DEMO_WIDE_IMAGE_WIDTH = 1600;

export interface DemoArt {
  shape: DemoArtShape;
  /** Background and item colours, as #rrggbb. */
  background: string;
  colour: string;
  label: string;
  width: number;
  height: number;
}

interface ArtOptions {
  alt?: string;
  caption?: string;
  wide?: boolean;
}

const HEX = /^#[0-9a-f]{6}$/;

/** An image input for the demo data: a flat illustration of `shape` in `colour` on `background`. */
export function art(shape: DemoArtShape, colour: string, background: string, label: string, options: ArtOptions = {}): ImageInput {
  const width = options.wide ? DEMO_WIDE_IMAGE_WIDTH : DEMO_IMAGE_SIZE;
  const spec: DemoArt = { shape, background, colour, label, width, height: DEMO_IMAGE_SIZE };
  return {
    source: encodeDemoArt(spec),
    alt: options.alt ?? label,
    title: label,
    caption: options.caption ?? "",
  };
}

export function encodeDemoArt(spec: DemoArt): string {
  if (!HEX.test(spec.background) || !HEX.test(spec.colour)) throw new Error(`demo art colours must be #rrggbb: ${spec.label}`);
  return `${DEMO_ART_PREFIX}${spec.shape}/${spec.colour.slice(1)}/${spec.background.slice(1)}/${spec.width}x${spec.height}/${encodeURIComponent(spec.label)}`;
}

/** The art described by a `demo-art:` source, or null for any other source. */
export function decodeDemoArt(source: string): DemoArt | null {
  if (!source.startsWith(DEMO_ART_PREFIX)) return null;
  const [shape, colour, background, size, label] = source.slice(DEMO_ART_PREFIX.length).split("/");
  const match = /^(\d+)x(\d+)$/.exec(size ?? "");
  const knownShape = DEMO_ART_SHAPES.find((s) => s === shape);
  if (!knownShape || !colour || !background || !match || label === undefined) {
    throw new Error(`malformed demo art source: ${source}`);
  }
  return {
    shape: knownShape,
    colour: `#${colour}`,
    background: `#${background}`,
    width: Number(match[1]),
    height: Number(match[2]),
    label: decodeURIComponent(label),
  };
}
