// TOP MATCHES carousel geometry (spec §2): buttons disabled at the ends, up to 5 dots, the lit dot follows
// the scroll position, and each dot scrolls to its share of the track.
import { describe, it, expect } from 'vitest';
import { MAX_DOTS, carouselState, dotScrollLeft, maxScroll } from '../../src/screens/home/desktop/carousel.ts';

// 20 cards of 336 px with 12 px gaps and 16 px padding each side, in a 1152 px wide track.
const track = { clientWidth: 1152, scrollWidth: 20 * 336 + 19 * 12 + 32 };

describe('carousel state', () => {
  it('at the start only "next" works and the first dot is lit', () => {
    expect(carouselState({ ...track, scrollLeft: 0 })).toEqual({ canPrev: false, canNext: true, dots: MAX_DOTS, active: 0 });
  });
  it('in the middle both buttons work', () => {
    const s = carouselState({ ...track, scrollLeft: 2000 });
    expect([s.canPrev, s.canNext]).toEqual([true, true]);
    // 2000 of 5828 px is 34% of the way: dot 2 of 5 (index 1).
    expect(maxScroll({ ...track, scrollLeft: 0 })).toBe(5828);
    expect(s.active).toBe(1);
  });
  it('at the end (sub-pixel short of it too) "next" is disabled and the last dot is lit', () => {
    const end = maxScroll({ ...track, scrollLeft: 0 });
    for (const scrollLeft of [end, end - 0.5]) {
      expect(carouselState({ ...track, scrollLeft })).toEqual({ canPrev: true, canNext: false, dots: MAX_DOTS, active: MAX_DOTS - 1 });
    }
  });
  it('fewer pages give fewer dots; a track that fits gives no dots and no buttons', () => {
    expect(carouselState({ clientWidth: 1000, scrollWidth: 1800, scrollLeft: 0 }).dots).toBe(2);
    expect(carouselState({ clientWidth: 1152, scrollWidth: 1100, scrollLeft: 0 })).toEqual({ canPrev: false, canNext: false, dots: 0, active: 0 });
  });
  it('an unmeasured track (width 0) shows nothing', () => {
    expect(carouselState({ clientWidth: 0, scrollWidth: 0, scrollLeft: 0 }).dots).toBe(0);
  });
});

describe('dot targets', () => {
  it('spread evenly from the start to the end, clamped to the dots there are', () => {
    expect([0, 1, 2, 3, 4].map((i) => dotScrollLeft(i, 5, 1000))).toEqual([0, 250, 500, 750, 1000]);
    expect(dotScrollLeft(9, 5, 1000)).toBe(1000);
    expect(dotScrollLeft(-1, 5, 1000)).toBe(0);
    expect(dotScrollLeft(0, 1, 1000)).toBe(0);
  });
});
