// Rules of the banner carousel (spec §2 'Banner carousel', §9 UI timings), with no clock and no DOM: the
// caller passes `now` (ms) and applies the returned state. Invariants: the index is always within the
// slides (moves wrap around); a move starts a 500 ms transition during which further moves are ignored;
// auto-advance runs 5 s per slide, counting only time when nothing pauses it (hover, touch, drag, focus),
// so it resumes where it stopped as the CSS progress bar does; a swipe changes slide only beyond 100 px.

export const CAROUSEL = {
  autoAdvanceMs: 5000,
  transitionMs: 500,
  swipePx: 100,
} as const;

export type PauseReason = 'hover' | 'touch' | 'drag' | 'focus';

export interface CarouselState {
  index: number;
  count: number;
  /** Moves before this time (ms) are ignored: the slide transition in progress. */
  lockedUntil: number;
  /** Why auto-advance is paused; empty while it runs. */
  paused: readonly PauseReason[];
  /** Auto-advance time the current slide has already run, up to the last pause (ms). */
  elapsed: number;
  /** When the current run started (ms); null while paused. */
  runningSince: number | null;
}

export function initialCarousel(count: number, now: number): CarouselState {
  return { index: 0, count: Math.max(0, count), lockedUntil: 0, paused: [], elapsed: 0, runningSince: now };
}

/** `i` brought into 0 … count − 1, wrapping both ways (−1 is the last slide). */
export function wrapIndex(i: number, count: number): number {
  return count <= 0 ? 0 : ((i % count) + count) % count;
}

const isLocked = (s: CarouselState, now: number): boolean => now < s.lockedUntil;
export const isPaused = (s: CarouselState): boolean => s.paused.length > 0;

/** Shows slide `target` (wrapped); ignored with fewer than 2 slides, during a transition, or when already shown. */
export function goTo(s: CarouselState, target: number, now: number): CarouselState {
  const index = wrapIndex(target, s.count);
  if (s.count < 2 || isLocked(s, now) || index === s.index) {
    return s;
  }
  return { ...s, index, lockedUntil: now + CAROUSEL.transitionMs, elapsed: 0, runningSince: isPaused(s) ? null : now };
}

export const next = (s: CarouselState, now: number): CarouselState => goTo(s, s.index + 1, now);
export const prev = (s: CarouselState, now: number): CarouselState => goTo(s, s.index - 1, now);

/** The list changed (a banner added or removed): keep the slide when it still exists, else start over. */
export function withCount(s: CarouselState, count: number, now: number): CarouselState {
  if (count === s.count) {
    return s;
  }
  return s.index < count ? { ...s, count } : { ...s, count, index: 0, elapsed: 0, runningSince: isPaused(s) ? null : now };
}

export function pause(s: CarouselState, reason: PauseReason, now: number): CarouselState {
  if (s.paused.includes(reason)) {
    return s;
  }
  const elapsed = s.runningSince === null ? s.elapsed : s.elapsed + (now - s.runningSince);
  return { ...s, paused: [...s.paused, reason], elapsed, runningSince: null };
}

export function resume(s: CarouselState, reason: PauseReason, now: number): CarouselState {
  if (!s.paused.includes(reason)) {
    return s;
  }
  const paused = s.paused.filter((r) => r !== reason);
  return { ...s, paused, runningSince: paused.length === 0 ? now : null };
}

/** Milliseconds until the next auto-advance (0 when due); null while paused or with fewer than 2 slides. */
export function autoAdvanceIn(s: CarouselState, now: number): number | null {
  if (s.count < 2 || s.runningSince === null) {
    return null;
  }
  return Math.max(0, CAROUSEL.autoAdvanceMs - s.elapsed - (now - s.runningSince));
}

/** The timer fired: moves to the next slide when auto-advance is due, else changes nothing. */
export function tick(s: CarouselState, now: number): CarouselState {
  return autoAdvanceIn(s, now) === 0 ? next(s, now) : s;
}

export type SwipeDecision = 'next' | 'prev' | 'stay';

/** A finished drag of dx px (negative = towards the left): beyond 100 px it shows the next or previous slide. */
export function swipeDecision(dx: number): SwipeDecision {
  if (dx < -CAROUSEL.swipePx) {
    return 'next';
  }
  return dx > CAROUSEL.swipePx ? 'prev' : 'stay';
}

/** Applies a finished swipe. */
export function swipe(s: CarouselState, dx: number, now: number): CarouselState {
  const decision = swipeDecision(dx);
  return decision === 'next' ? next(s, now) : decision === 'prev' ? prev(s, now) : s;
}
