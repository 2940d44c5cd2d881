// Issue 28 item 13: the cashback ladder under the merchant's conditions (domain/cashback.ts). The attack slip (a
// 10 ETB two-leg correct-score multi at 1,973 that lost one leg, paid 200 ETB by the ladder alone) earns nothing
// under the defaults; a slip that meets every condition gets at most its stake and the per-ticket cap; void legs
// neither count towards the legs nor raise the odds; the daily cap leaves only what the player has not had today.
import { describe, expect, it } from 'vitest';
import { cashbackCents, DEFAULT_CASHBACK_RULES, LADDER_ONLY_RULES, withinDailyCap, type CashbackLeg } from '../../domain/cashback.ts';
import { settleTicket } from '../../domain/settlement.ts';

const leg = (odds: number, status: CashbackLeg['status'] = 'WON'): CashbackLeg => ({ oddsHundredths: Math.round(odds * 100), status });
const D = DEFAULT_CASHBACK_RULES;

describe('cashback under the default conditions', () => {
  it('pays nothing on the attack slip the ladder alone paid 20× (two correct-score legs at 1,973, one lost)', () => {
    const attack = [leg(44.42, 'LOST'), leg(44.42)];
    expect(cashbackCents(1_000, attack, LADDER_ONLY_RULES)).toBe(20_000);
    expect(cashbackCents(1_000, attack, D)).toBe(0);
    expect(settleTicket(1_000, attack)).toMatchObject({ status: 'LOST', payoutCents: 0, cashbackCents: 0 });
  });

  it('needs the minimum number of counted legs, each at the minimum price', () => {
    const five = [leg(3, 'LOST'), leg(2), leg(2), leg(2), leg(2)];
    expect(cashbackCents(1_000, five, D)).toBe(1_000);
    expect(cashbackCents(1_000, five.slice(0, 4), D)).toBe(0);
    expect(cashbackCents(1_000, [...five.slice(0, 4), leg(1.49)], D)).toBe(0);
    expect(cashbackCents(1_000, [...five.slice(0, 4), leg(2, 'VOID')], D)).toBe(0);
    expect(cashbackCents(1_000, [...five, leg(1.01, 'VOID')], D)).toBe(1_000);
  });

  it('caps the ladder at the stake and at the per-ticket maximum', () => {
    // Total odds 3 × 2⁴ = 48: the ladder's 25+ band, 1× — already the stake.
    expect(cashbackCents(1_000, [leg(3, 'LOST'), leg(2), leg(2), leg(2), leg(2)], D)).toBe(1_000);
    // Total odds 10⁵ = 100,000: the ladder says 100×, the stake cap says 1×.
    const long = [leg(10, 'LOST'), leg(10), leg(10), leg(10), leg(10)];
    expect(cashbackCents(1_000, long, LADDER_ONLY_RULES)).toBe(100_000);
    expect(cashbackCents(1_000, long, D)).toBe(1_000);
    expect(cashbackCents(500_000, long, D)).toBe(D.maxTicketCents);
    expect(cashbackCents(1_000, long, { ...D, maxStakePercent: 50 })).toBe(500);
  });

  it('stays 0 below total odds 25, when two legs lost, and for a single', () => {
    expect(cashbackCents(1_000, [leg(1.6, 'LOST'), leg(1.6), leg(1.6), leg(1.6), leg(1.6)], D)).toBe(0);
    expect(cashbackCents(1_000, [leg(3, 'LOST'), leg(3, 'LOST'), leg(2), leg(2), leg(2)], D)).toBe(0);
    expect(cashbackCents(1_000, [leg(30, 'LOST')], LADDER_ONLY_RULES)).toBe(0);
  });

  it('the daily cap leaves what the player has not had today', () => {
    expect(withinDailyCap(1_000, 0, D)).toBe(1_000);
    expect(withinDailyCap(1_000, D.maxPlayerDayCents - 300, D)).toBe(300);
    expect(withinDailyCap(1_000, D.maxPlayerDayCents, D)).toBe(0);
  });
});
