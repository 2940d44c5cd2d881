// The banner carousel's rules with the spec's numbers: wrap-around moves, goTo, the 500 ms transition lock,
// the 100 px swipe threshold, and a 5 s auto-advance that hover, touch, drag and focus pause and resume.
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL,
  autoAdvanceIn,
  goTo,
  initialCarousel,
  isPaused,
  next,
  pause,
  prev,
  resume,
  swipe,
  swipeDecision,
  tick,
  withCount,
  wrapIndex,
} from '../../domain/carousel.ts';

const T0 = 1_000_000;

describe('moves', () => {
  it('uses the spec numbers: 5 s auto-advance, 500 ms transition, 100 px swipe', () => {
    expect(CAROUSEL).toEqual({ autoAdvanceMs: 5000, transitionMs: 500, swipePx: 100 });
  });

  it('wraps next past the last slide and prev before the first', () => {
    let s = initialCarousel(3, T0);
    s = prev(s, T0);
    expect(s.index).toBe(2);
    s = next(s, T0 + 500);
    expect(s.index).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('goTo jumps to a slide; the same slide or a single slide changes nothing', () => {
    const s = goTo(initialCarousel(4, T0), 2, T0);
    expect(s.index).toBe(2);
    expect(goTo(s, 2, T0 + 1000)).toBe(s);
    const one = initialCarousel(1, T0);
    expect(next(one, T0)).toBe(one);
    expect(goTo(initialCarousel(0, T0), 3, T0).index).toBe(0);
  });

  it('ignores moves during the 500 ms transition, and takes them again from 500 ms on', () => {
    const moved = next(initialCarousel(3, T0), T0);
    expect(moved.lockedUntil).toBe(T0 + 500);
    expect(next(moved, T0 + 499)).toBe(moved);
    expect(goTo(moved, 0, T0 + 250)).toBe(moved);
    expect(next(moved, T0 + 500).index).toBe(2);
  });

  it('keeps the slide when the list grows, and starts over when it shrinks below it', () => {
    const s = goTo(initialCarousel(3, T0), 2, T0);
    expect(withCount(s, 4, T0).index).toBe(2);
    expect(withCount(s, 2, T0).index).toBe(0);
  });
});

describe('swipe', () => {
  it('changes slide only beyond 100 px: left for next, right for previous', () => {
    expect(swipeDecision(-101)).toBe('next');
    expect(swipeDecision(101)).toBe('prev');
    expect(swipeDecision(-100)).toBe('stay');
    expect(swipeDecision(100)).toBe('stay');
    expect(swipeDecision(0)).toBe('stay');
    const s = initialCarousel(3, T0);
    expect(swipe(s, -150, T0).index).toBe(1);
    expect(swipe(s, 150, T0).index).toBe(2);
    expect(swipe(s, -60, T0)).toBe(s);
  });
});

describe('auto-advance', () => {
  it('advances after 5 s, and not a moment before', () => {
    const s = initialCarousel(3, T0);
    expect(autoAdvanceIn(s, T0)).toBe(5000);
    expect(tick(s, T0 + 4999)).toBe(s);
    const after = tick(s, T0 + 5000);
    expect(after.index).toBe(1);
    expect(autoAdvanceIn(after, T0 + 5000)).toBe(5000);
  });

  it('a manual move restarts the 5 s', () => {
    const s = next(initialCarousel(3, T0), T0 + 4000);
    expect(autoAdvanceIn(s, T0 + 4000)).toBe(5000);
  });

  it('pauses on hover, touch, drag and focus, and resumes where it stopped once every reason is gone', () => {
    let s = initialCarousel(3, T0);
    s = pause(s, 'hover', T0 + 2000);
    s = pause(s, 'touch', T0 + 2500);
    expect(isPaused(s)).toBe(true);
    expect(autoAdvanceIn(s, T0 + 60_000)).toBeNull();
    expect(tick(s, T0 + 60_000)).toBe(s);
    s = resume(s, 'hover', T0 + 9000);
    expect(autoAdvanceIn(s, T0 + 9000)).toBeNull();
    s = resume(s, 'touch', T0 + 10_000);
    // 2 s ran before the pause: 3 s are left.
    expect(autoAdvanceIn(s, T0 + 10_000)).toBe(3000);
    expect(tick(s, T0 + 13_000).index).toBe(1);
    for (const reason of ['drag', 'focus'] as const) {
      const p = pause(initialCarousel(2, T0), reason, T0);
      expect(autoAdvanceIn(p, T0 + 10_000)).toBeNull();
      expect(autoAdvanceIn(resume(p, reason, T0 + 10_000), T0 + 10_000)).toBe(5000);
    }
  });

  it('a swipe while dragging moves, and the new slide runs its full 5 s once the drag ends', () => {
    let s = pause(initialCarousel(3, T0), 'drag', T0 + 4000);
    s = swipe(s, -200, T0 + 4300);
    expect(s.index).toBe(1);
    s = resume(s, 'drag', T0 + 4300);
    expect(autoAdvanceIn(s, T0 + 4300)).toBe(5000);
  });

  it('never runs with a single slide', () => {
    expect(autoAdvanceIn(initialCarousel(1, T0), T0 + 10_000)).toBeNull();
  });
});
