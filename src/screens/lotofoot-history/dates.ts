// The LotoFoot history's dates (companion §2): cards 'dd MMM yyyy, HH:mm', picks 'MMM dd, HH:mm', with month names in
// the player's language and the same digits everywhere — through src/i18n/calendar.ts, so the player's date style
// (issue 18: Ethiopian calendar, local 12-hour count) holds here too.
import type { Language } from '../../../schema/language.ts';
import { formatDay, formatMonthDay, formatTime } from '../../i18n/calendar.ts';

export function cardDate(iso: string, lang: Language): string {
  const ms = Date.parse(iso);
  if (!ms) {
    return '';
  }
  // formatDay without its weekday: 'dd MMM yyyy'.
  return `${formatDay(ms, lang).replace(/^\S+\s+/, '')}, ${formatTime(ms, lang)}`;
}

export function pickDate(iso: string, lang: Language): string {
  const ms = Date.parse(iso);
  if (!ms) {
    return '';
  }
  return `${formatMonthDay(ms, lang)}, ${formatTime(ms, lang)}`;
}
