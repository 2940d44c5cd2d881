// Pure geometry of the TOP MATCHES carousel (spec §2): buttons move the track 400 px and are disabled at
// the ends; up to 5 dots show where the track is and jump there. Inputs are the track's scroll metrics,
// so the rules are testable without a browser. A pixel of slack absorbs sub-pixel scroll positions.

export const CARD_WIDTH = 336;
export const CARD_HEIGHT = 198;
export const CARD_GAP = 12;
export const STEP_PX = 400;
export const MAX_DOTS = 5;
export const PLACEHOLDERS = 4;

export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}
export interface CarouselState {
  canPrev: boolean;
  canNext: boolean;
  dots: number;
  active: number;
}

const SLACK = 1;

export function maxScroll(m: TrackMetrics): number {
  return Math.max(0, m.scrollWidth - m.clientWidth);
}

/** Which buttons work, how many dots (none when everything fits) and which one is lit. */
export function carouselState(m: TrackMetrics): CarouselState {
  const max = maxScroll(m);
  const left = Math.min(Math.max(0, m.scrollLeft), max);
  if (max <= SLACK || m.clientWidth <= 0) {
    return { canPrev: false, canNext: false, dots: 0, active: 0 };
  }
  const dots = Math.min(MAX_DOTS, Math.ceil(m.scrollWidth / m.clientWidth));
  return {
    canPrev: left > SLACK,
    canNext: left < max - SLACK,
    dots,
    active: Math.round((left / max) * (dots - 1)),
  };
}

/** Where dot `i` of `dots` scrolls the track to: evenly spread from the start to the end. */
export function dotScrollLeft(i: number, dots: number, max: number): number {
  if (dots <= 1) {
    return 0;
  }
  const clamped = Math.min(Math.max(0, i), dots - 1);
  return Math.round((max * clamped) / (dots - 1));
}
