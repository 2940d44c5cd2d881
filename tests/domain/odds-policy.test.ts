// The odds policy of the betslip (issue 12): per pick, the accepted price against the live one. 'ask' asks for
// every change, 'higher' takes rises and asks for drops, 'any' takes every change; a suspended or gone outcome
// blocks placement; nothing known means nothing changed. PLACE BET places, asks to accept, or is blocked.
import { describe, it, expect } from 'vitest';
import { oddsPolicyOf, reviewPrice, slipAction, DEFAULT_ODDS_POLICY, type OddsPolicy } from '../../domain/odds-policy.ts';

const up = { odds: 2.5, open: true };
const down = { odds: 1.5, open: true };

describe('reviewPrice', () => {
  it('with nothing known, or the same price, keeps the accepted price and asks nothing', () => {
    for (const policy of ['ask', 'higher', 'any'] as OddsPolicy[]) {
      expect(reviewPrice(1.92, null, policy)).toEqual({
        accepted: 1.92,
        live: 1.92,
        move: 'same',
        suspended: false,
        take: false,
        ask: false,
        price: 1.92,
      });
      expect(reviewPrice(1.92, { odds: 1.92, open: true }, policy).move).toBe('same');
    }
  });

  it("'ask' shows both moves and keeps the accepted price until the player accepts", () => {
    expect(reviewPrice(1.92, up, 'ask')).toEqual({ accepted: 1.92, live: 2.5, move: 'up', suspended: false, take: false, ask: true, price: 1.92 });
    expect(reviewPrice(1.92, down, 'ask')).toMatchObject({ move: 'down', take: false, ask: true, price: 1.92 });
  });

  it("'higher' takes a rise at once and still asks for a drop", () => {
    expect(reviewPrice(1.92, up, 'higher')).toMatchObject({ move: 'up', take: true, ask: false, price: 2.5 });
    expect(reviewPrice(1.92, down, 'higher')).toMatchObject({ move: 'down', take: false, ask: true, price: 1.92 });
  });

  it("'any' takes every change", () => {
    expect(reviewPrice(1.92, up, 'any')).toMatchObject({ take: true, ask: false, price: 2.5 });
    expect(reviewPrice(1.92, down, 'any')).toMatchObject({ take: true, ask: false, price: 1.5 });
  });

  it('a suspended (or gone) outcome is marked whatever the policy, keeps the accepted price, and is never taken', () => {
    for (const policy of ['ask', 'higher', 'any'] as OddsPolicy[]) {
      expect(reviewPrice(1.92, { odds: 2.5, open: false }, policy)).toMatchObject({ suspended: true, take: false, ask: false, price: 1.92 });
    }
  });

  it('compares in hundredths (float noise is no change) and ignores a live price below 1.00', () => {
    expect(reviewPrice(1.1 + 0.2, { odds: 1.3, open: true }, 'ask').move).toBe('same');
    expect(reviewPrice(1.92, { odds: 0.5, open: true }, 'any')).toMatchObject({ move: 'same', price: 1.92 });
    expect(reviewPrice(1.92, { odds: Number.NaN, open: true }, 'any').move).toBe('same');
  });
});

describe('slipAction', () => {
  const same = reviewPrice(1.5, null, 'ask');
  it('places when nothing waits, asks to accept a change, is blocked by a suspended pick', () => {
    expect(slipAction([])).toBe('place');
    expect(slipAction([same, reviewPrice(1.92, up, 'higher')])).toBe('place');
    expect(slipAction([same, reviewPrice(1.92, up, 'ask')])).toBe('accept');
    expect(slipAction([reviewPrice(1.92, up, 'ask'), reviewPrice(1.92, { odds: 1.92, open: false }, 'ask')])).toBe('blocked');
  });
});

describe('oddsPolicyOf', () => {
  it("reads a stored value back; anything unknown is 'higher', the default (issue 32)", () => {
    expect(DEFAULT_ODDS_POLICY).toBe('higher');
    expect(oddsPolicyOf('higher')).toBe('higher');
    expect(oddsPolicyOf('any')).toBe('any');
    expect(oddsPolicyOf('always')).toBe('higher');
    expect(oddsPolicyOf(undefined)).toBe('higher');
    expect(oddsPolicyOf('ask')).toBe('ask');
  });
});
