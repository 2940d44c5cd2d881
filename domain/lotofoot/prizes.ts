// LotoFoot prizes (issue 14, docs/decisions/lotofoot.md 'LotoFoot'). LF7 pays fixed multiples of the stake, as its promotion
// says (core §9): 7 correct 100×, 6 → 20×, 5 → 5×. LF12 and LF15 are pools, as Ethiopian football pools ran: a
// share of the week's stakes (plus what earlier weeks left unclaimed) is split between the top tiers, each tier's
// part shared among its winners in proportion to their stakes; a tier nobody reached rolls its part down to the
// next tier with winners, and what no tier took carries to the next week. Amounts are integer cents; shares are rounded down, so a pool never pays more than it holds (the cents
// left by rounding carry too). A void match counts as correctly predicted for everyone (grading, not here).

export type LotofootVariantName = 'LOTOFOOT_7' | 'LOTOFOOT_12' | 'LOTOFOOT_15';

export interface Tier {
  correct: number;
  /** LF7: the stake multiple; null for a pool tier. */
  multiplier: number | null;
  /** Pool tiers: the share of the pool, in percent; null for LF7. */
  poolShare: number | null;
}

export const MATCHES: Readonly<Record<LotofootVariantName, number>> = { LOTOFOOT_7: 7, LOTOFOOT_12: 12, LOTOFOOT_15: 15 };

/** Of each stake, the percent that goes into the pool (LF12, LF15); the rest is the operator's margin. */
export const POOL_PERCENT = 60;

export const TIERS: Readonly<Record<LotofootVariantName, readonly Tier[]>> = {
  LOTOFOOT_7: [
    { correct: 7, multiplier: 100, poolShare: null },
    { correct: 6, multiplier: 20, poolShare: null },
    { correct: 5, multiplier: 5, poolShare: null },
  ],
  LOTOFOOT_12: [
    { correct: 12, multiplier: null, poolShare: 50 },
    { correct: 11, multiplier: null, poolShare: 30 },
    { correct: 10, multiplier: null, poolShare: 20 },
  ],
  LOTOFOOT_15: [
    { correct: 15, multiplier: null, poolShare: 40 },
    { correct: 14, multiplier: null, poolShare: 25 },
    { correct: 13, multiplier: null, poolShare: 20 },
    { correct: 12, multiplier: null, poolShare: 15 },
  ],
};

export const isPoolVariant = (v: LotofootVariantName): boolean => TIERS[v].every((t) => t.poolShare !== null);

export interface GradedTicket {
  id: string;
  priceCents: number;
  correct: number;
}

export interface WeekPrizes {
  /** Ticket id → prize in cents (0 for a ticket that won nothing). */
  prizes: Map<string, number>;
  /** The pool this week shared (cents), carry-in included; 0 for LF7. */
  poolCents: number;
  /** What the next week of the variant starts with (cents). */
  carryOutCents: number;
}

/** The week's pool: POOL_PERCENT of its stakes (rounded down) plus what earlier weeks carried in. */
export function poolOf(tickets: readonly GradedTicket[], carryInCents: number): number {
  const stakes = tickets.reduce((sum, t) => sum + t.priceCents, 0);
  return Math.floor((stakes * POOL_PERCENT) / 100) + carryInCents;
}

export function weekPrizes(variant: LotofootVariantName, tickets: readonly GradedTicket[], carryInCents: number): WeekPrizes {
  const prizes = new Map<string, number>(tickets.map((t) => [t.id, 0]));
  if (!isPoolVariant(variant)) {
    for (const t of tickets) {
      const tier = TIERS[variant].find((x) => x.correct === t.correct);
      prizes.set(t.id, tier?.multiplier == null ? 0 : t.priceCents * tier.multiplier);
    }
    return { prizes, poolCents: 0, carryOutCents: 0 };
  }
  const pool = poolOf(tickets, carryInCents);
  let paid = 0;
  // A tier nobody reached rolls its part down to the next tier that has winners; below the last, it carries.
  let rolling = 0;
  for (const tier of TIERS[variant]) {
    const part = Math.floor((pool * (tier.poolShare ?? 0)) / 100) + rolling;
    const winners = tickets.filter((t) => t.correct === tier.correct);
    const staked = winners.reduce((sum, t) => sum + t.priceCents, 0);
    if (staked === 0) {
      rolling = part;
      continue;
    }
    rolling = 0;
    for (const w of winners) {
      const prize = Math.floor((part * w.priceCents) / staked);
      prizes.set(w.id, prize);
      paid += prize;
    }
  }
  return { prizes, poolCents: pool, carryOutCents: pool - paid };
}
