// Month and weekday names per language, taken from CLDR (Node's full ICU) and shipped with the app,
// because Chromium has date data for Amharic only among our four languages. Times are 24-hour HH:mm.
import type { Language } from '../../schema/language.ts';

export const MONTHS: Record<Language, readonly string[]> = {
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
 * Minutes east of UTC that the server renders a page's dates in (the player's, from a cookie; Addis Ababa's by
 * default): set only around a server render (src/ssr/render.tsx). In the browser it stays null: the device's zone.
 */
let renderOffsetMin: number | null = null;
export function setRenderOffset(minutes: number | null): void {
  renderOffsetMin = minutes;
}

/** The device's offset east of UTC now, in minutes (what the browser tells the server it is in). */
export const deviceOffsetMin = (): number => -new Date().getTimezoneOffset();

/** A Date whose UTC fields are the wall clock at `ms` where the player is. */
const wall = (ms: number): Date => new Date(ms + 60_000 * (renderOffsetMin ?? -new Date(ms).getTimezoneOffset()));

/** Local calendar day key (yyyy-mm-dd) used to group matches by date. */
export function dayKey(ms: number): string {
  const d = wall(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'Sat 22 Nov 2026' — the spec's dd MMM yyyy with a weekday, in the player's language. */
export function formatDay(ms: number, lang: Language): string {
  const d = wall(ms);
  return `${WEEKDAYS[lang][d.getUTCDay()]} ${pad(d.getUTCDate())} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** dd/MM/yyyy HH:mm (companion §9), the same digits in every language. */
export function formatNumericDateTime(ms: number): string {
  const d = wall(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function formatTime(ms: number): string {
  const d = wall(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 0 for today, 1 for tomorrow, other values otherwise (local days between now and ms). */
export function daysFromToday(ms: number, nowMs: number): number {
  const start = (t: number): number => {
    const d = wall(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  };
  return Math.round((start(ms) - start(nowMs)) / 86_400_000);
}
