// Settlement rules (docs/decisions/betting-and-settlement.md) and selection identity (the points rules: points-rules.test.ts).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { settleTicket, isSettled, isWon, type Leg } from '../../domain/settlement.ts';
import { betBreakdown, MAX_GROSS_WIN_CENTS } from '../../domain/bet-math.ts';
import { LADDER_ONLY_RULES } from '../../domain/cashback.ts';
import { toggleSelection, selectionId, hasDuplicateMatch } from '../../domain/selection.ts';

const leg = (odds: number, status: Leg['status']): Leg => ({ oddsHundredths: Math.round(odds * 100), status });

describe('settlement', () => {
  it('waits while any leg is pending', () => {
    expect(settleTicket(1_000, [leg(2, 'WON'), leg(3, 'PENDING')]).status).toBe('PENDING');
  });
  it('pays the net win when every leg won', () => {
    const s = settleTicket(1_000, [leg(1.5, 'WON'), leg(2, 'WON'), leg(3, 'WON')]);
    expect(s).toMatchObject({ status: 'WON', payoutCents: 8_222, cashbackCents: 0 });
  });
  it('a void leg counts as 1.00 and leaves the ladder: PARTIALLY_WON', () => {
    const s = settleTicket(1_000, [leg(1.5, 'WON'), leg(2, 'VOID'), leg(3, 'WON')]);
    // 8.70 × 4.50 = 39.15, 2 counted legs → no bonus.
    expect(s).toMatchObject({ status: 'PARTIALLY_WON', payoutCents: 3_915 });
    expect(s.breakdown?.bonusPercent).toBe(0);
  });
  it('all legs void: VOID and the whole stake back', () => {
    expect(settleTicket(1_000, [leg(2, 'VOID'), leg(3, 'VOID')])).toMatchObject({ status: 'VOID', payoutCents: 1_000 });
  });
  it('lost: nothing, unless a multiple at total odds 25+ lost exactly one leg (spec ladder alone: stake × multiplier)', () => {
    const ladder = (legs: Leg[]) => settleTicket(1_000, legs, LADDER_ONLY_RULES);
    expect(ladder([leg(2, 'LOST'), leg(3, 'WON')])).toMatchObject({ status: 'LOST', payoutCents: 0 });
    expect(ladder([leg(5, 'LOST'), leg(5, 'WON'), leg(2, 'WON')])).toMatchObject({ status: 'LOST', cashbackCents: 2_000 });
    expect(ladder([leg(5, 'LOST'), leg(5, 'LOST'), leg(2, 'WON')])).toMatchObject({ status: 'LOST', cashbackCents: 0 });
    expect(ladder([leg(30, 'LOST')])).toMatchObject({ status: 'LOST', cashbackCents: 0 });
    // Issue 28: a void leg counts as 1.00 here too: 10 × 5 × 5 = 250 (not 1,250 with the void leg), the 100+ band, 5×.
    expect(ladder([leg(10, 'LOST'), leg(5, 'WON'), leg(5, 'VOID'), leg(5, 'WON')])).toMatchObject({ cashbackCents: 5_000 });
  });
  it('settled means not PENDING; won means WON or PARTIALLY_WON', () => {
    expect(['PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON'].map((s) => [isSettled(s as never), isWon(s as never)])).toEqual([
      [false, false],
      [true, true],
      [true, false],
      [true, false],
      [true, true],
    ]);
  });
  it('never pays more than the placement promised, and never above the cap (property)', () => {
    const legArb = fc.record({ oddsHundredths: fc.integer({ min: 101, max: 900 }), status: fc.constantFrom<Leg['status']>('WON', 'VOID') });
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.array(legArb, { minLength: 1, maxLength: 12 }), (stake, legs) => {
        const promised = betBreakdown(
          stake,
          legs.map((l) => l.oddsHundredths),
        );
        fc.pre(!promised.exceedsCap);
        const s = settleTicket(stake, legs);
        expect(s.payoutCents).toBeLessThanOrEqual(Math.max(promised.netWinCents, stake));
        expect(s.payoutCents).toBeLessThanOrEqual(MAX_GROSS_WIN_CENTS);
      }),
    );
  });
});

describe('selections', () => {
  const pick = (matchId: string, outcomeId: string, specifier: string | null = null) => ({ matchId, marketId: '1', outcomeId, specifier });
  it('tapping toggles; a new pick for the same match replaces the old one in place', () => {
    let slip = toggleSelection([], pick('m1', '1'));
    slip = toggleSelection(slip, pick('m2', '3'));
    slip = toggleSelection(slip, pick('m1', '2'));
    expect(slip.map(selectionId)).toEqual(['m1|1|2||||', 'm2|1|3||||']);
    expect(toggleSelection(slip, pick('m2', '3')).map((s) => s.matchId)).toEqual(['m1']);
  });
  it('identity includes the specifier', () => {
    expect(selectionId(pick('m', '12', 'total=2.5'))).not.toBe(selectionId(pick('m', '12', 'total=3.5')));
    expect(hasDuplicateMatch([pick('m', '1'), pick('m', '2')])).toBe(true);
    expect(hasDuplicateMatch([pick('m', '1'), pick('n', '1')])).toBe(false);
  });
});
