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

/** Local calendar day key (yyyy-mm-dd) used to group matches by date. */
export function dayKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'Sat 22 Nov 2026' — the spec's dd MMM yyyy with a weekday, in the player's language. */
export function formatDay(ms: number, lang: Language): string {
  const d = new Date(ms);
  return `${WEEKDAYS[lang][d.getDay()]} ${pad(d.getDate())} ${MONTHS[lang][d.getMonth()]} ${d.getFullYear()}`;
}

/** dd/MM/yyyy HH:mm (companion §9), the same digits in every language. */
export function formatNumericDateTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 0 for today, 1 for tomorrow, other values otherwise (local days between now and ms). */
export function daysFromToday(ms: number, nowMs: number): number {
  const start = (t: number): number => {
    const d = new Date(t);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  return Math.round((start(ms) - start(nowMs)) / 86_400_000);
}
