// The Ethiopian calendar (domain/ethiopian-calendar.ts) against known conversions: New Year (Meskerem 1 on 11 or
// 12 September), Gena and Timket, Pagume 6 in a leap year, a round trip for every day 1900–2100, and the local
// 12-hour day count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ethiopianMonthDays,
  ethiopianToJdn,
  gregorianToJdn,
  isEthiopianLeapYear,
  jdnToEthiopian,
  jdnToGregorian,
  localHour,
  toEthiopian,
  toGregorian,
} from '../../domain/ethiopian-calendar.ts';
import { DAY_PERIODS, ETHIOPIAN_MONTHS } from '../../domain/ethiopian-names.ts';

const g = (year: number, month: number, day: number) => ({ year, month, day });

describe('Gregorian ↔ Ethiopian', () => {
  it('Meskerem 1 is 12 September after an Ethiopian leap year, else 11 September', () => {
    expect(ethiopianToJdn(g(2016, 1, 1))).toBe(2460200);
    expect(gregorianToJdn(g(2023, 9, 12))).toBe(2460200);
    expect(toGregorian(g(2016, 1, 1))).toEqual(g(2023, 9, 12));
    expect(toGregorian(g(2017, 1, 1))).toEqual(g(2024, 9, 11));
    expect(toGregorian(g(2019, 1, 1))).toEqual(g(2026, 9, 11));
    expect(toGregorian(g(2020, 1, 1))).toEqual(g(2027, 9, 12));
    expect(toEthiopian(g(2023, 9, 12))).toEqual(g(2016, 1, 1));
    expect(toEthiopian(g(2026, 9, 11))).toEqual(g(2019, 1, 1));
    expect(toEthiopian(g(2026, 9, 10))).toEqual(g(2018, 13, 5));
  });

  it('Pagume has 6 days in 2015 E.C. (ending 11 September 2023), 5 in 2016', () => {
    expect(isEthiopianLeapYear(2015)).toBe(true);
    expect(isEthiopianLeapYear(2016)).toBe(false);
    expect(ethiopianMonthDays(2015, 13)).toBe(6);
    expect(ethiopianMonthDays(2016, 13)).toBe(5);
    expect(ethiopianMonthDays(2016, 4)).toBe(30);
    expect(toGregorian(g(2015, 13, 6))).toEqual(g(2023, 9, 11));
    expect(toEthiopian(g(2023, 9, 11))).toEqual(g(2015, 13, 6));
    expect(toEthiopian(g(2024, 9, 10))).toEqual(g(2016, 13, 5));
  });

  it('Tahsas 29 is 7 January, 8 January in the year before a Gregorian leap day (Gena is then Tahsas 28)', () => {
    expect(toGregorian(g(2017, 4, 29))).toEqual(g(2025, 1, 7));
    expect(toGregorian(g(2018, 4, 29))).toEqual(g(2026, 1, 7));
    expect(toGregorian(g(2016, 4, 29))).toEqual(g(2024, 1, 8));
    expect(toEthiopian(g(2024, 1, 7))).toEqual(g(2016, 4, 28));
  });

  it('Timket (Tir 11) is 19 January, 20 January in a Gregorian leap year', () => {
    expect(toGregorian(g(2017, 5, 11))).toEqual(g(2025, 1, 19));
    expect(toGregorian(g(2016, 5, 11))).toEqual(g(2024, 1, 20));
  });

  it('more fixed points: Adwa (Yekatit 23) and the 2000 E.C. millennium', () => {
    expect(toEthiopian(g(2025, 3, 2))).toEqual(g(2017, 6, 23));
    expect(toGregorian(g(2000, 1, 1))).toEqual(g(2007, 9, 12));
    expect(toEthiopian(g(2026, 11, 24))).toEqual(g(2019, 3, 15));
  });

  it('every day from 1900 to 2100 round-trips and follows the day before', () => {
    const first = gregorianToJdn(g(1900, 1, 1));
    const last = gregorianToJdn(g(2100, 12, 31));
    let prev = jdnToEthiopian(first - 1);
    for (let jdn = first; jdn <= last; jdn += 1) {
      const e = jdnToEthiopian(jdn);
      expect(toGregorian(e)).toEqual(jdnToGregorian(jdn));
      const next =
        prev.day < ethiopianMonthDays(prev.year, prev.month)
          ? g(prev.year, prev.month, prev.day + 1)
          : prev.month < 13
            ? g(prev.year, prev.month + 1, 1)
            : g(prev.year + 1, 1, 1);
      if (e.year !== next.year || e.month !== next.month || e.day !== next.day) {
        expect(e).toEqual(next);
      }
      prev = e;
    }
  });

  it('property: any valid Ethiopian date round-trips through Gregorian', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1893, max: 2093 }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 6 }), (year, month, d) => {
        const day = Math.min(d * 5, ethiopianMonthDays(year, month));
        expect(toEthiopian(toGregorian(g(year, month, day)))).toEqual(g(year, month, day));
      }),
    );
  });
});

describe('the local 12-hour count', () => {
  it('starts the day at 06:00', () => {
    expect(localHour(7)).toEqual({ hour: 1, period: 'morning' });
    expect(localHour(6)).toEqual({ hour: 12, period: 'morning' });
    expect(localHour(12)).toEqual({ hour: 6, period: 'afternoon' });
    expect(localHour(17)).toEqual({ hour: 11, period: 'afternoon' });
    expect(localHour(18)).toEqual({ hour: 12, period: 'evening' });
    expect(localHour(19)).toEqual({ hour: 1, period: 'evening' });
    expect(localHour(0)).toEqual({ hour: 6, period: 'night' });
    expect(localHour(5)).toEqual({ hour: 11, period: 'night' });
  });
});

describe('names', () => {
  it('13 months and 4 day parts in every language', () => {
    for (const lang of ['en', 'am', 'or', 'ti'] as const) {
      expect(ETHIOPIAN_MONTHS[lang]).toHaveLength(13);
      expect(new Set(ETHIOPIAN_MONTHS[lang]).size).toBe(13);
      expect(Object.values(DAY_PERIODS[lang]).every((w) => w.length > 0)).toBe(true);
    }
    expect(ETHIOPIAN_MONTHS.am[0]).toBe('መስከረም');
    expect(ETHIOPIAN_MONTHS.en[12]).toBe('Pagume');
  });
});
