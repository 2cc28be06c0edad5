import type { DemoArt, DemoArtShape } from "./demo-art.ts";

// Flat illustrations: each shape is drawn in a 400×400 box with the item colour (c) and a darker
// shade of it (d) for seams and shadows, then centred on the canvas above the product name.

type Draw = (c: string, d: string) => string;

const SHAPES: Record<DemoArtShape, Draw> = {
  tshirt: (c, d) =>
    `<path d="M140 60 L80 90 L20 160 L75 200 L110 170 L110 360 L290 360 L290 170 L325 200 L380 160 L320 90 L260 60 Q200 110 140 60 Z" fill="${c}"/>` +
    `<path d="M140 60 Q200 110 260 60 Q200 90 140 60 Z" fill="${d}"/>`,
  hoodie: (c, d) =>
    `<path d="M130 80 L70 110 L20 300 L80 315 L110 190 L110 370 L290 370 L290 190 L320 315 L380 300 L330 110 L270 80 Z" fill="${c}"/>` +
    `<path d="M130 80 Q200 -10 270 80 Q250 150 200 150 Q150 150 130 80 Z" fill="${d}"/>` +
    `<rect x="140" y="270" width="120" height="60" rx="12" fill="${d}"/>` +
    `<line x1="185" y1="150" x2="180" y2="220" stroke="#ffffff" stroke-width="5"/><line x1="215" y1="150" x2="220" y2="220" stroke="#ffffff" stroke-width="5"/>`,
  cap: (c, d) =>
    `<path d="M70 260 Q70 100 200 100 Q330 100 330 260 Z" fill="${c}"/>` +
    `<path d="M60 260 L390 260 Q380 300 300 300 L60 290 Z" fill="${d}"/>` +
    `<circle cx="200" cy="100" r="14" fill="${d}"/>`,
  beanie: (c, d) =>
    `<path d="M90 290 Q90 110 200 110 Q310 110 310 290 Z" fill="${c}"/>` +
    `<rect x="80" y="270" width="240" height="70" rx="14" fill="${d}"/><circle cx="200" cy="95" r="36" fill="${d}"/>`,
  socks: (c, d) =>
    `<path d="M120 50 L200 50 L200 260 Q200 340 130 340 L70 340 Q40 340 40 310 Q40 280 80 270 L120 250 Z" fill="${c}"/>` +
    `<rect x="120" y="50" width="80" height="40" fill="${d}"/>` +
    `<path d="M230 70 L310 70 L310 280 Q310 360 240 360 L180 360 Q150 360 150 330 Q150 300 190 290 L230 270 Z" fill="${d}"/>`,
  bag: (c, d) =>
    `<path d="M140 140 Q140 50 200 50 Q260 50 260 140" fill="none" stroke="${d}" stroke-width="18"/>` +
    `<path d="M80 130 L320 130 L340 370 L60 370 Z" fill="${c}"/>`,
  mug: (c, d) =>
    `<path d="M290 170 Q370 170 370 240 Q370 310 290 300" fill="none" stroke="${d}" stroke-width="28"/>` +
    `<rect x="90" y="110" width="210" height="250" rx="26" fill="${c}"/><ellipse cx="195" cy="115" rx="105" ry="18" fill="${d}"/>`,
  poster: (c, d) =>
    `<rect x="80" y="30" width="240" height="340" fill="#ffffff"/><rect x="100" y="50" width="200" height="260" fill="${c}"/>` +
    `<path d="M100 310 L170 180 L220 250 L250 210 L300 310 Z" fill="${d}"/><circle cx="250" cy="110" r="26" fill="#ffffff"/>`,
  vinyl: (c, d) =>
    `<circle cx="200" cy="200" r="170" fill="#1d1d1f"/><circle cx="200" cy="200" r="130" fill="none" stroke="#333336" stroke-width="4"/>` +
    `<circle cx="200" cy="200" r="100" fill="none" stroke="#333336" stroke-width="4"/><circle cx="200" cy="200" r="64" fill="${c}"/>` +
    `<circle cx="200" cy="200" r="10" fill="${d}"/>`,
  box: (c, d) =>
    `<path d="M200 60 L350 130 L200 200 L50 130 Z" fill="${d}"/><path d="M50 130 L200 200 L200 370 L50 300 Z" fill="${c}"/>` +
    `<path d="M350 130 L200 200 L200 370 L350 300 Z" fill="${d}" opacity="0.8"/><path d="M115 100 L265 170 L265 220 L115 150 Z" fill="#ffffff" opacity="0.35"/>`,
  coffee: (c, d) =>
    `<path d="M110 80 L290 80 L320 370 L80 370 Z" fill="${c}"/><rect x="110" y="60" width="180" height="30" fill="${d}"/>` +
    `<ellipse cx="200" cy="230" rx="36" ry="54" fill="${d}"/><path d="M200 180 Q185 230 200 280" stroke="${c}" stroke-width="8" fill="none"/>`,
  tea: (c, d) =>
    `<rect x="90" y="120" width="220" height="240" rx="20" fill="${c}"/><rect x="90" y="100" width="220" height="40" rx="10" fill="${d}"/>` +
    `<path d="M200 190 Q260 200 240 280 Q170 290 160 230 Q170 190 200 190 Z" fill="${d}"/>`,
  pin: (c, d) =>
    `<circle cx="140" cy="150" r="80" fill="${c}" stroke="${d}" stroke-width="12"/><path d="M140 110 L160 150 L140 190 L120 150 Z" fill="#ffffff"/>` +
    `<rect x="210" y="190" width="140" height="140" rx="30" fill="${d}" stroke="${c}" stroke-width="12"/><circle cx="280" cy="260" r="30" fill="#ffffff"/>`,
  candle: (c, d) =>
    `<rect x="120" y="150" width="160" height="220" rx="16" fill="${c}"/><ellipse cx="200" cy="150" rx="80" ry="16" fill="${d}"/>` +
    `<path d="M200 60 Q230 100 200 130 Q170 100 200 60 Z" fill="#ffb703"/>`,
  clock: (c, d) =>
    `<circle cx="200" cy="200" r="160" fill="${c}"/><circle cx="200" cy="200" r="130" fill="#ffffff"/>` +
    `<line x1="200" y1="200" x2="200" y2="110" stroke="${d}" stroke-width="12" stroke-linecap="round"/>` +
    `<line x1="200" y1="200" x2="260" y2="230" stroke="${d}" stroke-width="8" stroke-linecap="round"/>`,
  notebook: (c, d) =>
    `<rect x="100" y="50" width="220" height="310" rx="14" fill="${c}"/><rect x="100" y="50" width="36" height="310" fill="${d}"/>` +
    `<rect x="170" y="110" width="110" height="40" rx="6" fill="#ffffff" opacity="0.85"/>`,
  bottle: (c, d) =>
    `<rect x="170" y="30" width="60" height="40" rx="6" fill="${d}"/><path d="M160 70 L240 70 L270 120 L270 370 L130 370 L130 120 Z" fill="${c}"/>` +
    `<rect x="130" y="190" width="140" height="90" fill="${d}"/>`,
  lamp: (c, d) =>
    `<path d="M130 60 L270 60 L320 180 L80 180 Z" fill="${c}"/><rect x="190" y="180" width="20" height="150" fill="${d}"/>` +
    `<ellipse cx="200" cy="340" rx="90" ry="24" fill="${d}"/>`,
  frame: (c, d) =>
    `<rect x="50" y="70" width="300" height="260" fill="${d}"/><rect x="75" y="95" width="250" height="210" fill="${c}"/>` +
    `<path d="M75 305 L160 190 L220 260 L260 220 L325 305 Z" fill="#ffffff" opacity="0.6"/>`,
  card: (c, d) =>
    `<rect x="40" y="100" width="320" height="200" rx="20" fill="${c}"/><rect x="40" y="140" width="320" height="36" fill="${d}"/>` +
    `<rect x="70" y="220" width="140" height="20" rx="6" fill="#ffffff" opacity="0.8"/>`,
};

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * factor);
  return `#${[channel(16), channel(8), channel(0)].map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The SVG markup of one demo picture, at its final pixel size. */
export function renderDemoArtSvg(spec: DemoArt): string {
  const { width, height } = spec;
  const artSize = Math.min(width, height) * 0.62;
  const scale = artSize / 400;
  const left = (width - artSize) / 2;
  const top = height * 0.1;
  const fontSize = Math.round(height * 0.055);
  const labelY = Math.round(height * 0.88);
  const floor = shade(spec.background, 0.9);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${spec.background}"/>`,
    `<ellipse cx="${width / 2}" cy="${top + artSize * 0.98}" rx="${artSize * 0.42}" ry="${artSize * 0.05}" fill="${floor}"/>`,
    `<g transform="translate(${left} ${top}) scale(${scale})">${SHAPES[spec.shape](spec.colour, shade(spec.colour, 0.72))}</g>`,
    `<text x="${width / 2}" y="${labelY}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${shade(spec.background, 0.35)}">${escapeXml(spec.label)}</text>`,
    `</svg>`,
  ].join("");
}
