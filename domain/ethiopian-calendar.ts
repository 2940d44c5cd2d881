// The Ethiopian calendar (issue 18): exact Gregorian ↔ Ethiopian conversion through the Julian day number (Amete
// Mihret era) and the local 12-hour day count. Pure and tiny: it ships in the home route's first chunk (no Intl:
// Chromium has no Ethiopic calendar data for ti and om); the names are in ethiopian-names.ts, loaded only when chosen.
// Invariants: 12 months of 30 days, then Pagume of 5 days, or 6 when the Ethiopian year % 4 === 3 (the year before
// a Gregorian leap year); Meskerem 1 is 11 September, or 12 September after such a year. Digits stay Arabic.
export interface YMD {
  year: number;
  /** 1–12 Gregorian; 1–13 Ethiopian (13 = Pagume). */
  month: number;
  day: number;
}

/** JDN of the day before Meskerem 1 of year 1 minus 365 (the Amete Mihret era of the usual JDN formulas). */
const ERA = 1723856;
/** JDN of 1970-01-01: days since the Unix epoch + this = JDN. */
const UNIX_JDN = 2440588;

export const isEthiopianLeapYear = (year: number): boolean => ((year % 4) + 4) % 4 === 3;

/** 30 for months 1–12; Pagume (13) 5 or 6. */
export const ethiopianMonthDays = (year: number, month: number): number => (month < 13 ? 30 : isEthiopianLeapYear(year) ? 6 : 5);

export function ethiopianToJdn({ year, month, day }: YMD): number {
  return ERA + 365 + 365 * (year - 1) + Math.floor(year / 4) + 30 * month + day - 31;
}

export function jdnToEthiopian(jdn: number): YMD {
  const r = (((jdn - ERA) % 1461) + 1461) % 1461;
  const n = (r % 365) + 365 * Math.floor(r / 1460);
  return {
    year: 4 * Math.floor((jdn - ERA) / 1461) + Math.floor(r / 365) - Math.floor(r / 1460),
    month: Math.floor(n / 30) + 1,
    day: (n % 30) + 1,
  };
}

/** JDN of a Gregorian date (proleptic; years ≥ 100, where Date.UTC is plain). */
export const gregorianToJdn = ({ year, month, day }: YMD): number => Date.UTC(year, month - 1, day) / 86_400_000 + UNIX_JDN;

export function jdnToGregorian(jdn: number): YMD {
  const d = new Date((jdn - UNIX_JDN) * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export const toEthiopian = (gregorian: YMD): YMD => jdnToEthiopian(gregorianToJdn(gregorian));
export const toGregorian = (ethiopian: YMD): YMD => jdnToGregorian(ethiopianToJdn(ethiopian));

/** Part of the day a local hour belongs to: morning 06–12, afternoon 12–18, evening 18–24, night 00–06. */
export type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * The local 12-hour count: the day's first hour starts at 06:00 (sunrise), so 07:00 is 1 of the morning, 12:00 is
 * 6 of the afternoon, 18:00 is 12 of the evening, 19:00 is 1 of the evening, 00:00 is 6 of the night, 06:00 is 12
 * of the morning. Minutes are unchanged.
 */
export function localHour(hour24: number): { hour: number; period: DayPeriod } {
  const hour = (hour24 + 18) % 12 || 12;
  const period: DayPeriod = hour24 < 6 ? 'night' : hour24 < 12 ? 'morning' : hour24 < 18 ? 'afternoon' : 'evening';
  return { hour, period };
}
