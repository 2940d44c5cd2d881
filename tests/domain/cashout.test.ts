// Cash-out maths (domain/cashout.ts, issue 32), with fast-check: an offer never exceeds what the ticket would pay,
// is the fair value less the margin, vanishes when a leg lost or a market is closed; partial shares add up to no more
// than the whole, and the stake left live settles exactly as a ticket of that stake would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASHOUT_MARGIN_PERCENT, cashoutOffer, fairProbabilities, partialAmount, type CashoutLeg } from '../../domain/cashout.ts';
import { betBreakdown, MAX_GROSS_WIN_CENTS } from '../../domain/bet-math.ts';
import { settleTicket } from '../../domain/settlement.ts';

const leg = fc.record({
  status: fc.constantFrom('PENDING' as const, 'WON' as const, 'VOID' as const),
  oddsHundredths: fc.integer({ min: 101, max: 2_000 }),
  fairProbability: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
});
const stake = fc.integer({ min: 100, max: 10_000_000 });

describe('the cash-out offer', () => {
  it('a single at 2.00 with a fair 50 %: half the net win, less the 5 % margin', () => {
    const win = settleTicket(1_000, [{ oddsHundredths: 200, status: 'WON' }]).payoutCents;
    expect(cashoutOffer(1_000, [{ status: 'PENDING', oddsHundredths: 200, fairProbability: 0.5 }])).toEqual({
      available: true,
      potentialCents: win,
      offerCents: Math.floor((win * 0.5 * 95) / 100),
    });
  });

  it('reads fair probabilities off a market with its overround taken out', () => {
    const p = fairProbabilities([190, 350, 420]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[0]).toBeCloseTo(1 / 1.9 / (1 / 1.9 + 1 / 3.5 + 1 / 4.2), 12);
  });

  it('never exceeds the potential win, and is the fair value less the margin to the cent', () => {
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 1, maxLength: 8 }), (s, legs) => {
        const o = cashoutOffer(s, legs);
        if (!legs.some((l) => l.status === 'PENDING')) {
          expect(o).toEqual({ available: false, reason: 'ALL_DECIDED' });
          return;
        }
        if (!o.available) {
          throw new Error(`no offer for ${JSON.stringify(legs)}`);
        }
        const p = legs.filter((l) => l.status === 'PENDING').reduce((a, l) => a * l.fairProbability, 1);
        expect(o.offerCents).toBeLessThanOrEqual(o.potentialCents);
        expect(Number.isInteger(o.offerCents)).toBe(true);
        expect(Math.abs(o.offerCents - (o.potentialCents * p * (100 - CASHOUT_MARGIN_PERCENT)) / 100)).toBeLessThan(1);
      }),
    );
  });

  it('offers nothing once a leg has lost or while an undecided leg has no open market', () => {
    const open: CashoutLeg = { status: 'PENDING', oddsHundredths: 180, fairProbability: 0.5 };
    expect(cashoutOffer(1_000, [open, { ...open, status: 'LOST' }])).toEqual({ available: false, reason: 'LEG_LOST' });
    expect(cashoutOffer(1_000, [open, { ...open, fairProbability: null }])).toEqual({ available: false, reason: 'MARKET_CLOSED' });
    // A decided leg's market no longer matters.
    expect(cashoutOffer(1_000, [open, { ...open, status: 'WON', fairProbability: null }]).available).toBe(true);
  });

  it('partial shares never add up to more than the whole offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        stake,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
        (offer, open, cuts) => {
          let left = open;
          let paid = 0;
          for (const cut of cuts) {
            const part = Math.max(1, Math.floor((left * cut) / 1_000));
            if (part > left) break;
            paid += partialAmount(offer, open, part);
            left -= part;
          }
          expect(paid).toBeLessThanOrEqual(offer);
        },
      ),
    );
  });

  it('after a partial cash-out less is live: never a bigger gross win or pre-tax offer, the rest settles as a ticket of that stake, and a part beyond the open stake is refused', () => {
    fc.assert(
      fc.property(
        stake,
        fc.integer({ min: 1, max: 99 }),
        fc.array(fc.integer({ min: 101, max: 900 }), { minLength: 1, maxLength: 5 }),
        (s, pct, odds) => {
          const part = Math.max(1, Math.floor((s * pct) / 100));
          const left = s - part;
          const won = odds.map((o) => ({ oddsHundredths: o, status: 'WON' as const }));
          const rest = settleTicket(left, won);
          const whole = settleTicket(s, won);
          // Less stake live never wins more before tax. The net can (the spec's 15 % tax starts above 1,000 ETB
          // gross, a cliff), so the rest is checked as exactly the spec's maths for the smaller stake.
          expect(rest.breakdown?.grossWinCents ?? 0).toBeLessThanOrEqual(whole.breakdown?.grossWinCents ?? 0);
          expect(rest.payoutCents).toBe(Math.min(betBreakdown(left, odds).netWinCents, MAX_GROSS_WIN_CENTS));
          const pending = odds.map((o) => ({ oddsHundredths: o, status: 'PENDING' as const, fairProbability: 0.5 }));
          const wholeOffer = cashoutOffer(s, pending);
          const restOffer = cashoutOffer(left, pending);
          if (wholeOffer.available && restOffer.available) {
            expect(restOffer.potentialCents).toBe(rest.payoutCents);
            expect(restOffer.offerCents).toBeLessThanOrEqual(restOffer.potentialCents);
          }
          if (left > 0) {
            expect(() => partialAmount(1_000, s, part)).not.toThrow();
          }
          expect(() => partialAmount(1_000, s, s + 1)).toThrow(RangeError);
        },
      ),
    );
  });

  it('the tax cliff: one cent less stake live can net more than the whole (counterexample CI found)', () => {
    const odds = [637, 359, 831, 542].map((o) => ({ oddsHundredths: o, status: 'WON' as const }));
    expect(settleTicket(102, odds).payoutCents).toBeGreaterThan(settleTicket(103, odds).payoutCents);
    expect(settleTicket(102, odds).breakdown?.incomeTaxCents).toBe(0);
  });
});
