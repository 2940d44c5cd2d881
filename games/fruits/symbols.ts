// The fruit slot's symbols as small inline SVGs (no emoji font needed, no image requests; presentation attributes
// only, which the page's Content-Security-Policy allows where it refuses style attributes).
import type { FruitSymbol } from '../../domain/games/fruits.ts';

const svg = (body: string): string => `<svg viewBox="0 0 40 40" aria-hidden="true">${body}</svg>`;

export const SYMBOLS: Record<FruitSymbol, string> = {
  cherry: svg(
    '<path d="M20 6 Q16 16 12 24 M20 6 Q24 16 28 26" stroke="#22c55e" stroke-width="2.5" fill="none"/><circle cx="12" cy="27" r="7" fill="#ef4444"/><circle cx="28" cy="29" r="7" fill="#dc2626"/>',
  ),
  lemon: svg('<ellipse cx="20" cy="21" rx="14" ry="10" fill="#facc15"/><circle cx="33" cy="21" r="2.5" fill="#eab308"/>'),
  orange: svg('<circle cx="20" cy="22" r="13" fill="#fb923c"/><path d="M20 9 q6 -5 9 0 q-5 3 -9 0" fill="#22c55e"/>'),
  plum: svg('<circle cx="20" cy="22" r="13" fill="#7c3aed"/><circle cx="15" cy="17" r="3" fill="#a78bfa"/>'),
  bell: svg('<path d="M20 6 C11 6 11 17 10 24 L7 29 H33 L30 24 C29 17 29 6 20 6 Z" fill="#fbbf24"/><circle cx="20" cy="32" r="3.5" fill="#d97706"/>'),
  bar: svg(
    '<rect x="3" y="12" width="34" height="16" rx="3" fill="#111827" stroke="#e5e7eb" stroke-width="2"/><text x="20" y="24.5" font-size="11" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">BAR</text>',
  ),
  seven: svg(
    '<text x="20" y="33" font-size="34" font-weight="900" text-anchor="middle" fill="#ef4444" stroke="#7f1d1d" stroke-width="1.5" font-family="sans-serif">7</text>',
  ),
  scatter: svg(
    '<polygon points="20,3 25,15 38,15 27.5,23 31.5,36 20,28 8.5,36 12.5,23 2,15 15,15" fill="#f472b6" stroke="#fff" stroke-width="1.5"/>',
  ),
};
