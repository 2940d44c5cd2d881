// The LotoFoot ticket rules (core §5/§9) with the spec's exact texts: the variant from the match count, the price as
// typed (2 decimals at most, above 0, the 1,000 ceiling, the 50 ETB warning), a tap removing the same pick, and
// the submit checks in the spec's order.
import { describe, expect, it } from 'vitest';
import { checkPrice, checkSubmit, isComplete, LOTOFOOT_DEFAULT_PRICE, toggledPick, variantLabel, variantOfCount } from '../../domain/lotofoot.ts';

const WEEK = ['m1', 'm2', 'm3'];
const FULL = { m1: '1', m2: 'X', m3: '2' };

describe('the variant from the match count', () => {
  it('12 gives LOTOFOOT_12, 15 gives LOTOFOOT_15, anything else LOTOFOOT_7', () => {
    expect(variantOfCount(12)).toBe('LOTOFOOT_12');
    expect(variantOfCount(15)).toBe('LOTOFOOT_15');
    for (const n of [0, 7, 8, 13, 16]) {
      expect(variantOfCount(n)).toBe('LOTOFOOT_7');
    }
    expect(['LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15'].map(variantLabel)).toEqual(['LF7', 'LF12', 'LF15']);
  });
});

describe('the price', () => {
  it('defaults to 150; as typed, more than 2 decimals or any other shape is the format refusal', () => {
    expect(LOTOFOOT_DEFAULT_PRICE).toBe('150');
    for (const ok of ['1', '150', '150.5', '150.25', '.5']) {
      expect(checkPrice(ok).ok).toBe(true);
    }
    for (const bad of ['150.255', '1e3', '-5', '1,000', '12a', '1.2.3', '150.']) {
      expect(checkPrice(bad)).toMatchObject({ ok: false, error: { code: 'LOTOFOOT_PRICE_FORMAT' } });
    }
  });

  it('is invalid unless a positive amount with at most 2 decimals', () => {
    for (const bad of ['', 'abc', '10.123', '-5', '1e2']) {
      expect(checkPrice(bad)).toEqual({ ok: false, error: { code: 'LOTOFOOT_PRICE_FORMAT', text: 'Please enter a valid amount greater than 0' } });
    }
    expect(checkPrice('0')).toEqual({ ok: false, error: { code: 'LOTOFOOT_INVALID_PRICE', text: 'Ticket price must be greater than 0' } });
    expect(checkPrice('0.00')).toMatchObject({ ok: false, error: { code: 'LOTOFOOT_INVALID_PRICE' } });
    expect(checkPrice('1000.01')).toEqual({ ok: false, error: { code: 'LOTOFOOT_MAX_PRICE', text: 'Maximum ticket price is 1,000 ETB' } });
  });

  it('warns under 50 ETB without refusing', () => {
    expect(checkPrice('49.99')).toEqual({ ok: true, cents: 4999, warning: 'Minimum recommended amount is 50 ETB' });
    expect(checkPrice(' 50 ')).toEqual({ ok: true, cents: 5000, warning: null });
    expect(checkPrice('1000')).toEqual({ ok: true, cents: 100_000, warning: null });
  });
});

describe('picks', () => {
  it('a tap on the same pick removes it, another replaces it', () => {
    expect(toggledPick(undefined, '1')).toBe('1');
    expect(toggledPick('1', '1')).toBeNull();
    expect(toggledPick('1', 'X')).toBe('X');
  });

  it('a ticket is complete when every match of the week has a pick', () => {
    expect(isComplete(WEEK, FULL)).toBe(true);
    expect(isComplete(WEEK, { m1: '1', m2: 'X' })).toBe(false);
    expect(isComplete(WEEK, { ...FULL, m3: 'Y' })).toBe(false);
    expect(isComplete([], {})).toBe(false);
  });
});

describe('the submit checks, in the spec order', () => {
  const ok = { signedIn: true, matchIds: WEEK, picks: FULL, price: '150' };

  it('accepts a full ticket: the predictions in the week order and the price in cents', () => {
    expect(checkSubmit(ok)).toEqual({
      ok: true,
      cents: 15_000,
      predictions: [
        { match_id: 'm1', prediction: '1' },
        { match_id: 'm2', prediction: 'X' },
        { match_id: 'm3', prediction: '2' },
      ],
    });
  });

  it('refuses with the spec texts', () => {
    const text = (input: Parameters<typeof checkSubmit>[0]) => {
      const r = checkSubmit(input);
      return r.ok ? null : r.error.text;
    };
    expect(text({ ...ok, signedIn: false, matchIds: null, picks: {} })).toBe('You must be logged in to submit predictions');
    expect(text({ ...ok, matchIds: null })).toBe('No current week data available');
    expect(text({ ...ok, picks: { m1: '1' } })).toBe('All matches must have predictions before submitting');
    expect(text({ ...ok, picks: { ...FULL, zz: '1', yy: '2' } })).toBe('Invalid match IDs in predictions: zz, yy');
    expect(text({ ...ok, price: '0' })).toBe('Ticket price must be greater than 0');
    expect(text({ ...ok, price: '12.345' })).toBe('Please enter a valid amount greater than 0');
  });
});
