// LotoFoot prizes (domain/lotofoot/prizes.ts): LF7's fixed multiples as its promotion says; the pools of LF12 and
// LF15 never pay more than they hold, share each tier by stake, and carry what nobody won to the next week.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poolOf, weekPrizes, type GradedTicket, type LotofootVariantName } from '../../domain/lotofoot/prizes.ts';

describe('LotoFoot prizes', () => {
  it('LF7 pays 100×, 20× and 5× the stake for 7, 6 and 5 correct, nothing below', () => {
    const tickets = [7, 6, 5, 4, 0].map((correct, i) => ({ id: `t${i}`, priceCents: 15_000, correct }));
    const { prizes, carryOutCents } = weekPrizes('LOTOFOOT_7', tickets, 0);
    expect([...prizes.values()]).toEqual([1_500_000, 300_000, 75_000, 0, 0]);
    expect(carryOutCents).toBe(0);
  });

  it('LF12 shares 60 % of the stakes: half to 12 correct, by stake; tiers below with no winner carry on', () => {
    const tickets: GradedTicket[] = [
      { id: 'a', priceCents: 10_000, correct: 12 },
      { id: 'b', priceCents: 30_000, correct: 12 },
      { id: 'c', priceCents: 60_000, correct: 3 },
    ];
    const { prizes, poolCents, carryOutCents } = weekPrizes('LOTOFOOT_12', tickets, 1_000);
    expect(poolCents).toBe(61_000);
    expect(prizes.get('a')).toBe(7_625);
    expect(prizes.get('b')).toBe(22_875);
    expect(prizes.get('c')).toBe(0);
    // Tiers 11 and 10 (50 %) had no winner: they carry, with any rounding cents.
    expect(carryOutCents).toBe(61_000 - 30_500);
  });

  it('a tier nobody reached rolls its part down to the next tier with winners', () => {
    const tickets: GradedTicket[] = [
      { id: 'a', priceCents: 10_000, correct: 14 },
      { id: 'b', priceCents: 10_000, correct: 12 },
    ];
    const { prizes, poolCents, carryOutCents } = weekPrizes('LOTOFOOT_15', tickets, 0);
    expect(poolCents).toBe(12_000);
    // 15 correct (40 %) rolls into 14 (25 %): 65 %; 13 (20 %) rolls into 12 (15 %): 35 %.
    expect(prizes.get('a')).toBe(7_800);
    expect(prizes.get('b')).toBe(4_200);
    expect(carryOutCents).toBe(0);
  });

  it('a pool never pays more than it holds, and what it keeps carries exactly', () => {
    const ticket = fc.record({ priceCents: fc.integer({ min: 1, max: 100_000 }), correct: fc.integer({ min: 0, max: 15 }) });
    fc.assert(
      fc.property(
        fc.constantFrom<LotofootVariantName>('LOTOFOOT_12', 'LOTOFOOT_15'),
        fc.array(ticket, { maxLength: 60 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (variant, raw, carry) => {
          const tickets = raw.map((t, i) => ({ ...t, id: `t${i}` }));
          const { prizes, poolCents, carryOutCents } = weekPrizes(variant, tickets, carry);
          const paid = [...prizes.values()].reduce((a, b) => a + b, 0);
          expect(poolCents).toBe(poolOf(tickets, carry));
          expect(paid + carryOutCents).toBe(poolCents);
          expect([...prizes.values()].every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
  });
});
