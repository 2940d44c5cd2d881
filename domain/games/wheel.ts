// Wheel (issue 15): a wheel of 10–50 equal segments stops on segment floor(f·segments) of the round's first float
// and pays that segment's multiplier, so RTP is the mean of the table. Low risk pays small wins often, medium
// pays 1.5–4× on half the wheel, high pays one big segment of 0.97 × segments. Every table returns 96.5–97 %.
import { cents, isRecord } from './params.ts';

export type WheelRisk = 'low' | 'medium' | 'high';
export type WheelSegments = 10 | 20 | 30 | 40 | 50;

export const WHEEL_RISKS: readonly WheelRisk[] = ['low', 'medium', 'high'];
export const WHEEL_SEGMENTS: readonly WheelSegments[] = [10, 20, 30, 40, 50];

export interface WheelParams {
  risk: WheelRisk;
  segments: WheelSegments;
}

export interface WheelOutcome {
  segment: number;
  multiplier: number;
}

/** Low risk: the same 10-segment pattern (sum 9.7) repeated around the wheel. */
const LOW_BLOCK = [1.5, 1.2, 1.1, 1.2, 0, 1.2, 1.2, 1.1, 1.2, 0];
const low = (segments: number): number[] => Array.from({ length: segments }, (_, i) => LOW_BLOCK[i % 10] ?? 0);
/** High risk: one segment pays 0.97 × segments (in tenths, so 9.7, 19.4, …, exact), the rest nothing. */
const high = (segments: number): number[] => Array.from({ length: segments }, (_, i) => (i === 0 ? (97 * segments) / 100 : 0));

/** Segment multipliers in wheel order (segment 0 first, clockwise). */
export const WHEEL_TABLES: Readonly<Record<WheelRisk, Readonly<Record<WheelSegments, readonly number[]>>>> = {
  low: { 10: low(10), 20: low(20), 30: low(30), 40: low(40), 50: low(50) },
  medium: {
    10: [0, 1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 2.8], // 9.7/10 = 97 %
    20: [0, 1.5, 0, 2, 0, 1.5, 0, 2, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 1.7, 0, 2.6], // 19.3/20 = 96.5 %
    // 29/30 = 96.667 %
    30: [0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 4, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.7, 0, 2, 0, 1.8, 0, 0],
    // 38.6/40 = 96.5 %
    40: [0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 4, 0, 1.5, 0, 2, 0, 1.6, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 2, 0, 1.5, 0, 2, 0, 1.5, 0, 0],
    // 48.3/50 = 96.6 %
    50: [
      0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 4, 0, 1.5, 0, 2, 0, 1.6, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 2, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0,
      1.5, 0, 2.7, 0, 1.5, 0, 2, 0, 0,
    ],
  },
  high: { 10: high(10), 20: high(20), 30: high(30), 40: high(40), 50: high(50) },
};

export function parseWheelParams(raw: unknown): WheelParams | string {
  if (!isRecord(raw) || !WHEEL_RISKS.includes(raw['risk'] as WheelRisk)) {
    return 'Choose low, medium or high risk';
  }
  if (!WHEEL_SEGMENTS.includes(raw['segments'] as WheelSegments)) {
    return 'Choose 10, 20, 30, 40 or 50 segments';
  }
  return { risk: raw['risk'] as WheelRisk, segments: raw['segments'] as WheelSegments };
}

export const wheelFloatsNeeded = (_params?: WheelParams): number => 1;

export function wheelOutcome(floats: readonly number[], params: WheelParams): WheelOutcome {
  const segment = Math.floor((floats[0] ?? 0) * params.segments);
  return { segment, multiplier: WHEEL_TABLES[params.risk][params.segments][segment] ?? 0 };
}

/** Exact RTP: the table's mean, summed in hundredths and divided once. */
export function WHEEL_RTP(params: WheelParams): number {
  const table = WHEEL_TABLES[params.risk][params.segments];
  return table.reduce((acc, mult) => acc + cents(mult), 0) / (100 * params.segments);
}
