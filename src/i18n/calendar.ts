// Month and weekday names per language, taken from CLDR (Node's full ICU) and shipped with the app,
// because Chromium has date data for Amharic only among our four languages. Times are 24-hour HH:mm.
// Issue 18: every date and time shown goes through formatDay / formatNumericDateTime / formatTime here, which honour
// the player's date style (the Ethiopian calendar, the local 12-hour day count; domain/ethiopian-calendar.ts).
import type { Language } from '../../schema/language.ts';
import { jdnToEthiopian, localHour } from '../../domain/ethiopian-calendar.ts';

type EthiopianNames = typeof import('../../domain/ethiopian-names.ts');
/** The month and day-part names (a small chunk): loaded before the style is first shown, never on a plain visit. */
let names: EthiopianNames | null = null;
export async function loadEthiopianNames(): Promise<void> {
  names ??= await import('../../domain/ethiopian-names.ts');
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  am: ['ጃን', 'ፌብ', 'ማርች', 'ኤፕሪ', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስ', 'ሴፕቴ', 'ኦክቶ', 'ኖቬም', 'ዲሴም'],
  or: ['Ama', 'Gur', 'Bit', 'Elb', 'Cam', 'Wax', 'Ado', 'Hag', 'Ful', 'Onk', 'Sad', 'Mud'],
  ti: ['ጥሪ', 'ለካ', 'መጋ', 'ሚያ', 'ግን', 'ሰነ', 'ሓም', 'ነሓ', 'መስ', 'ጥቅ', 'ሕዳ', 'ታሕ'],
};

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  am: ['እሑድ', 'ሰኞ', 'ማክሰ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ', 'ቅዳሜ'],
  or: ['Dil', 'Wix', 'Kib', 'Rob', 'Kam', 'Jim', 'San'],
  ti: ['ሰን', 'ሰኑ', 'ሰሉ', 'ረቡ', 'ሓሙ', 'ዓር', 'ቀዳ'],
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Minutes east of UTC that dates are drawn in: set around a server render (src/ssr/render.tsx: the player's zone
 * from a cookie, Addis Ababa's by default), and in the browser while it hydrates a page rendered in another zone
 * than the device's (src/main.tsx); null otherwise: the device's zone. A change re-renders the date readers
 * (I18nProvider subscribes and hands them a new display context), so the server's times are swapped for the
 * device's once the page is live.
 */
let renderOffsetMin: number | null = null;
const offsetListeners = new Set<() => void>();
export function setRenderOffset(minutes: number | null): void {
  if (minutes !== renderOffsetMin) {
    renderOffsetMin = minutes;
    for (const listener of offsetListeners) {
      listener();
    }
  }
}
export const renderOffset = (): number | null => renderOffsetMin;
export function subscribeRenderOffset(listener: () => void): () => void {
  offsetListeners.add(listener);
  return () => offsetListeners.delete(listener);
}

/** The device's offset east of UTC now, in minutes (what the browser tells the server it is in). */
export const deviceOffsetMin = (): number => -new Date().getTimezoneOffset();

/** A Date whose UTC fields are the wall clock at `ms` where the player is. */
const wall = (ms: number): Date => new Date(ms + 60_000 * (renderOffsetMin ?? -new Date(ms).getTimezoneOffset()));

/**
 * The date style shown: set by I18nProvider from the store (v1.DateStyleChanged) while it renders, before any
 * component below it formats a date — in the browser and in a server render alike, so both draw the same text.
 * `lang` names the day parts of the local clock for formatTime, which is not given a language.
 */
const display = { ethiopian: false, local: false, lang: 'en' as Language };
export function setDateDisplay(ethiopian: boolean, local: boolean, lang: Language): void {
  // Without the names (their chunk failed to load) dates stay Gregorian and 24-hour rather than nameless.
  display.ethiopian = ethiopian && names !== null;
  display.local = local && names !== null;
  display.lang = lang;
}

/** The wall date at `ms` in the shown calendar: Ethiopian months 1–13, or Gregorian 1–12. */
function shownDate(ms: number): { year: number; month: number; day: number; weekday: number; wall: Date } {
  const d = wall(ms);
  if (display.ethiopian) {
    // Days since 1970-01-01 + its JDN: the Julian day number of the wall date.
    const e = jdnToEthiopian(Math.floor(d.getTime() / 86_400_000) + 2440588);
    return { ...e, weekday: d.getUTCDay(), wall: d };
  }
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay(), wall: d };
}

const monthName = (month: number, lang: Language): string | undefined =>
  (display.ethiopian ? names?.ETHIOPIAN_MONTHS[lang] : MONTHS[lang])?.[month - 1];

/** HH:mm, or on the local count 'h:mm' and the part of the day ('1:00 ጠዋት' at 07:00). */
function clock(d: Date, lang: Language): string {
  const minutes = pad(d.getUTCMinutes());
  if (!display.local) {
    return `${pad(d.getUTCHours())}:${minutes}`;
  }
  const { hour, period } = localHour(d.getUTCHours());
  return `${hour}:${minutes} ${names?.DAY_PERIODS[lang][period]}`;
}

/** Local calendar day key (yyyy-mm-dd) used to group matches by date. */
export function dayKey(ms: number): string {
  const d = wall(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'Sat 22 Nov 2026' — the spec's dd MMM yyyy with a weekday, in the player's language; 'Tue 15 Hidar 2019' Ethiopian. */
export function formatDay(ms: number, lang: Language): string {
  const d = shownDate(ms);
  return `${WEEKDAYS[lang][d.weekday]} ${pad(d.day)} ${monthName(d.month, lang)} ${d.year}`;
}

/** 'Nov 24', or 'Hidar 15' in the Ethiopian calendar: month and day for short lines (LotoFoot picks). */
export function formatMonthDay(ms: number, lang: Language): string {
  const d = shownDate(ms);
  return `${monthName(d.month, lang)} ${pad(d.day)}`;
}

/** dd/MM/yyyy HH:mm (companion §9), the same digits in every language; Ethiopian day/month (1–13)/year when chosen. */
export function formatNumericDateTime(ms: number, lang: Language = display.lang): string {
  const d = shownDate(ms);
  return `${pad(d.day)}/${pad(d.month)}/${d.year} ${clock(d.wall, lang)}`;
}

/** HH:mm, or the local 12-hour count with its day part when chosen. */
export function formatTime(ms: number, lang: Language = display.lang): string {
  return clock(wall(ms), lang);
}

/** 0 for today, 1 for tomorrow, other values otherwise (local days between now and ms). */
export function daysFromToday(ms: number, nowMs: number): number {
  const start = (t: number): number => {
    const d = wall(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  };
  return Math.round((start(ms) - start(nowMs)) / 86_400_000);
}
