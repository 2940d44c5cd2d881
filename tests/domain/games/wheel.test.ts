// Wheel (domain/games/wheel.ts): the segment rule, every table's exact mean, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatsFromBytes } from '../../../domain/games/fair.ts';
import {
  parseWheelParams,
  WHEEL_RISKS,
  WHEEL_RTP,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  wheelFloatsNeeded,
  wheelOutcome,
} from '../../../domain/games/wheel.ts';

describe('wheel', () => {
  it('stops on segment floor(f·segments)', () => {
    expect(wheelFloatsNeeded()).toBe(1);
    expect(wheelOutcome([0.05], { risk: 'medium', segments: 20 })).toEqual({ segment: 1, multiplier: 1.5 });
    expect(wheelOutcome([0.999], { risk: 'medium', segments: 20 })).toEqual({ segment: 19, multiplier: 2.6 });
    expect(wheelOutcome([0], { risk: 'high', segments: 50 })).toEqual({ segment: 0, multiplier: 48.5 });
    expect(wheelOutcome([0.5], { risk: 'high', segments: 50 })).toEqual({ segment: 25, multiplier: 0 });
  });

  it('every table has its segments and returns 96.5–97 %: the stated means', () => {
    const medium: Record<number, number> = { 10: 0.97, 20: 0.965, 30: 29 / 30, 40: 0.965, 50: 0.966 };
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENTS) {
        expect(WHEEL_TABLES[risk][segments]).toHaveLength(segments);
        const rtp = WHEEL_RTP({ risk, segments });
        expect(rtp).toBe(risk === 'medium' ? medium[segments] : 0.97);
      }
    }
    expect(WHEEL_TABLES.high[40].filter((m) => m > 0)).toEqual([38.8]);
  });

  it('outcomes stay on the wheel and repeat for the same float', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 4, maxLength: 4 }),
        fc.constantFrom(...WHEEL_RISKS),
        fc.constantFrom(...WHEEL_SEGMENTS),
        (bytes, risk, segments) => {
          const out = wheelOutcome(floatsFromBytes(bytes), { risk, segments });
          return out.segment >= 0 && out.segment < segments && out.multiplier >= 0 && out.multiplier === WHEEL_TABLES[risk][segments][out.segment];
        },
      ),
    );
  });

  it('refuses other risks or segment counts', () => {
    expect(parseWheelParams({ risk: 'low', segments: 30 })).toEqual({ risk: 'low', segments: 30 });
    expect(parseWheelParams({ risk: 'low', segments: 25 })).toBe('Choose 10, 20, 30, 40 or 50 segments');
    expect(parseWheelParams({ risk: 'wild', segments: 30 })).toBe('Choose low, medium or high risk');
  });
});
