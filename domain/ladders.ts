// The two tables of spec §9: the multi-bet bonus percentage by number of selections (fewer than 3: none;
// 40 and more: 1000%) and the cashback extra-stake multiplier by total odds (25+ 1×, … 2000+ 100×).

const BONUS_BY_COUNT: Readonly<Record<number, number>> = {
  3: 5,
  4: 8,
  5: 9,
  6: 10,
  7: 15,
  8: 20,
  9: 25,
  10: 30,
  11: 35,
  12: 40,
  13: 45,
  14: 50,
  15: 55,
  16: 60,
  17: 65,
  18: 70,
  19: 75,
  20: 80,
  21: 85,
  22: 90,
  23: 95,
  24: 100,
  25: 110,
  26: 130,
  27: 150,
  28: 170,
  29: 200,
  30: 210,
  31: 230,
  32: 250,
  33: 270,
  34: 290,
  35: 310,
  36: 320,
  37: 340,
  38: 500,
  39: 600,
  40: 1000,
};

const MIN_BONUS_SELECTIONS = 3;
const MAX_LADDER_SELECTIONS = 40;

/** Bonus percent (5 means 5%) for a number of selections. */
export function bonusPercent(selections: number): number {
  if (selections < MIN_BONUS_SELECTIONS) {
    return 0;
  }
  return BONUS_BY_COUNT[Math.min(Math.floor(selections), MAX_LADDER_SELECTIONS)] ?? 0;
}

/** Thresholds on total odds (in hundredths: 2500 is odds 25.00) and their multipliers, highest first. */
const CASHBACK_STEPS: ReadonlyArray<readonly [number, number]> = [
  [200_000, 100],
  [100_000, 20],
  [50_000, 10],
  [10_000, 5],
  [5_000, 2],
  [2_500, 1],
];

/** Cashback multiplier for total odds given in hundredths (odds 25.00 → 2500); 0 below 25. */
export function cashbackMultiplier(totalOddsHundredths: number): number {
  return CASHBACK_STEPS.find(([min]) => totalOddsHundredths >= min)?.[1] ?? 0;
}
