// Colour helpers for badges: WCAG contrast, so a badge's code stays readable on its fill, and a
// deterministic colour from a name (FNV-1a hash → hue), so an unknown team looks the same on every screen,
// every visit and every device.

/** '#rgb' / 'rgb' / '#rrggbb' → [r, g, b] in 0‥255 (black for anything unreadable). */
function parseHex(hex: string): [number, number, number] {
  let h = hex.replace(/^#/, '');
  if (h.length === 3) {
    h = [...h].map((c) => c + c).join('');
  }
  const n = /^[0-9a-f]{6}$/i.test(h) ? Number.parseInt(h, 16) : 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1‥21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';
const INK = '#111111';

/**
 * Fill and text for a code on `primary`: the club's `secondary` when it reads well (≥ 4.5:1); else white
 * when white is near enough (≥ 3:1), with the fill darkened step by step until it reaches 4.5:1 (a red
 * stays red, just deeper); else near-black, which reads on any light colour.
 */
export function readablePair(primary: string, secondary: string): { fill: string; text: string } {
  const fill = toHex(parseHex(primary));
  if (contrast(fill, secondary) >= MIN_CONTRAST) {
    return { fill, text: toHex(parseHex(secondary)) };
  }
  if (contrast(fill, WHITE) < 3) {
    return { fill, text: INK };
  }
  let rgb = parseHex(fill);
  while (contrast(toHex(rgb), WHITE) < MIN_CONTRAST) {
    rgb = rgb.map((v) => v * 0.94) as [number, number, number];
  }
  return { fill: toHex(rgb), text: WHITE };
}

/** 32-bit FNV-1a of a string: stable across runs and engines. */
function hashName(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** HSL (h in degrees, s and l in 0‥1) → '#rrggbb'. */
function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return toHex([f(0), f(8), f(4)]);
}

/** A badge colour pair from a name: hue from the hash, a second hue opposite for the rim. */
export function coloursFromName(name: string): { primary: string; secondary: string } {
  const h = hashName(name);
  const hue = h % 360;
  const light = 0.34 + ((h >>> 9) % 10) / 100;
  return { primary: hslToHex(hue, 0.55, light), secondary: hslToHex((hue + 180) % 360, 0.5, 0.62) };
}
