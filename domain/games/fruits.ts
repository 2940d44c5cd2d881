// Fruits (issue 15): a classic 3-reel, 3-row fruit slot with 5 fixed lines (the 3 rows and the 2 diagonals) sharing
// the bet: a line's pay is in line bets (bet/5), so a spin's multiplier is Σ line pays / 5. Each reel stops at
// floor(f·strip length) of its float (3 floats a spin) and shows strip[stop], [stop+1], [stop+2] (top to bottom,
// wrapping). Pays: 3 of a kind on a line, or 1 or 2 cherries from the left. Scatters: 3 anywhere (one per reel; the
// strips keep scatters 3 stops apart) win 10 free spins at the triggering bet, which can retrigger.
// A round is its paid spin plus all its free spins; spin k uses floats 3k…3k+2 of the round's float stream (HMAC
// cursors 0, 1, … in turn), so the whole round follows from server seed, client seed and nonce.
// Exact RTP (fruitsRtpParts): every stop combination is enumerated once (24·24·24 = 13,824), giving the mean pay of a
// spin B and the chance p of 3 scatters. A round's value V is one spin plus, with chance p, 10 more rounds' worth
// (a free spin is itself a spin that may retrigger): V = B + 10p·V, so V = B/(1 − 10p) — here p = 1/128, so
// V = B·128/118 = 6125/6372 = 96.124 %. The stream never ends a round early, so this is the RTP exactly.
import { isRecord } from './params.ts';

export type FruitSymbol = 'cherry' | 'lemon' | 'orange' | 'plum' | 'bell' | 'bar' | 'seven' | 'scatter';
export type FruitsParams = Record<string, never>;

const strip = (text: string): FruitSymbol[] => text.split(' ') as FruitSymbol[];

/** Reel strips (24 stops each). */
export const FRUITS_STRIPS: readonly (readonly FruitSymbol[])[] = [
  strip(
    'cherry lemon orange scatter plum cherry bell lemon bar orange cherry plum seven lemon cherry scatter orange cherry plum cherry lemon bar orange bell',
  ),
  strip(
    'lemon cherry plum scatter orange bell lemon cherry bar plum orange seven lemon cherry scatter bell orange plum lemon bar cherry orange bell plum',
  ),
  strip(
    'orange lemon cherry plum bell orange scatter lemon bar plum cherry orange seven bell lemon plum orange bar cherry lemon bell plum orange lemon',
  ),
];

/** 3 of a kind on a line, in line bets. */
export const FRUITS_PAYS: Readonly<Record<Exclude<FruitSymbol, 'scatter'>, number>> = {
  cherry: 8,
  lemon: 8,
  orange: 10,
  plum: 15,
  bell: 20,
  bar: 40,
  seven: 50,
};
/** Cherries from the left that are not 3 of a kind, in line bets: [0, one, two]. */
export const FRUITS_CHERRY_PAYS: readonly number[] = [0, 2, 6];
/** Each line's row on reels 1, 2, 3 (0 = top): top, middle, bottom, diagonal down, diagonal up. */
export const FRUITS_LINES: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
export const FRUITS_FREE_SPINS = 10;
const SCATTERS_TO_TRIGGER = 3;
export const FRUITS_FLOATS_PER_SPIN = 3;

export interface FruitsLineWin {
  line: number;
  symbol: FruitSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface FruitsSpin {
  stops: number[];
  /** window[reel][row], row 0 at the top. */
  window: FruitSymbol[][];
  lineWins: FruitsLineWin[];
  scatters: number;
  freeSpinsWon: number;
  /** Σ line pays, in line bets (a whole number). */
  pay: number;
  multiplier: number;
}

export interface FruitsOutcome {
  /** The paid spin first, then the free spins in order. */
  spins: FruitsSpin[];
  freeSpinsAwarded: number;
  /** More than 0 only when the floats given ran out before the feature ended: ask for more and replay. */
  freeSpinsLeft: number;
  floatsUsed: number;
  /** Σ spin pays / 5: what the round pays per unit of bet. */
  multiplier: number;
}

export function parseFruitsParams(raw: unknown): FruitsParams | string {
  return raw === undefined || (isRecord(raw) && Object.keys(raw).length === 0) ? {} : 'The fruit slot takes no settings';
}

/** Floats of the paid spin; each free spin needs FRUITS_FLOATS_PER_SPIN more (see FruitsOutcome.freeSpinsLeft). */
export const fruitsFloatsNeeded = (_params?: FruitsParams): number => FRUITS_FLOATS_PER_SPIN;

function linePay(a: FruitSymbol, b: FruitSymbol, c: FruitSymbol): { symbol: FruitSymbol; count: number; pay: number } | null {
  if (a === b && b === c && a !== 'scatter') {
    return { symbol: a, count: 3, pay: FRUITS_PAYS[a] };
  }
  if (a !== 'cherry') {
    return null;
  }
  const count = b === 'cherry' ? 2 : 1;
  return { symbol: 'cherry', count, pay: FRUITS_CHERRY_PAYS[count] ?? 0 };
}

/** One spin from its reel stops (also what the page animates to). */
export function fruitsSpinFromStops(stops: readonly number[]): FruitsSpin {
  const window = FRUITS_STRIPS.map((reel, r) => [0, 1, 2].map((row) => reel[((stops[r] ?? 0) + row) % reel.length] as FruitSymbol));
  const lineWins: FruitsLineWin[] = [];
  FRUITS_LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => window[reel]?.[row] as FruitSymbol) as [FruitSymbol, FruitSymbol, FruitSymbol];
    const win = linePay(a, b, c);
    if (win) {
      lineWins.push({ line, ...win });
    }
  });
  const scatters = window.filter((rows) => rows.includes('scatter')).length;
  const pay = lineWins.reduce((sum, win) => sum + win.pay, 0);
  const freeSpinsWon = scatters >= SCATTERS_TO_TRIGGER ? FRUITS_FREE_SPINS : 0;
  return { stops: [...stops], window, lineWins, scatters, freeSpinsWon, pay, multiplier: pay / FRUITS_LINES.length };
}

/** One spin from 3 floats starting at `at`. */
export const fruitsSpinFromFloats = (floats: readonly number[], at = 0): FruitsSpin =>
  fruitsSpinFromStops(FRUITS_STRIPS.map((reel, r) => Math.floor((floats[at + r] ?? 0) * reel.length)));

/** The round: the paid spin, then free spins while they last and floats remain. */
export function fruitsOutcome(floats: readonly number[], _params?: FruitsParams): FruitsOutcome {
  const spins: FruitsSpin[] = [];
  let left = 1;
  let awarded = 0;
  let at = 0;
  while (left > 0 && at + FRUITS_FLOATS_PER_SPIN <= floats.length) {
    const spin = fruitsSpinFromFloats(floats, at);
    spins.push(spin);
    at += FRUITS_FLOATS_PER_SPIN;
    left += spin.freeSpinsWon - 1;
    awarded += spin.freeSpinsWon;
  }
  const pay = spins.reduce((sum, spin) => sum + spin.pay, 0);
  return { spins, freeSpinsAwarded: awarded, freeSpinsLeft: left, floatsUsed: at, multiplier: pay / FRUITS_LINES.length };
}

export interface FruitsRtpParts {
  /** Stop combinations (Π strip lengths). */
  combos: number;
  /** Σ over all combinations of the spin's pay, in line bets. */
  payUnits: number;
  /** Combinations showing 3 scatters. */
  triggers: number;
}

let parts: FruitsRtpParts | null = null;

/** Enumerates every stop combination once (memoised): the exact inputs of the RTP. */
export function fruitsRtpParts(): FruitsRtpParts {
  if (!parts) {
    const [a = [], b = [], c = []] = FRUITS_STRIPS;
    let payUnits = 0;
    let triggers = 0;
    for (let i = 0; i < a.length; i += 1) {
      for (let j = 0; j < b.length; j += 1) {
        for (let k = 0; k < c.length; k += 1) {
          const spin = fruitsSpinFromStops([i, j, k]);
          payUnits += spin.pay;
          triggers += spin.freeSpinsWon > 0 ? 1 : 0;
        }
      }
    }
    parts = { combos: a.length * b.length * c.length, payUnits, triggers };
  }
  return parts;
}

/** V = B/(1 − 10p) with B = payUnits/(5·combos), p = triggers/combos: payUnits / (5·(combos − 10·triggers)). */
export function FRUITS_RTP(_params?: FruitsParams): number {
  const { combos, payUnits, triggers } = fruitsRtpParts();
  return payUnits / (FRUITS_LINES.length * (combos - FRUITS_FREE_SPINS * triggers));
}
