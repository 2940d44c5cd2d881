// The LotoFoot history's dates (companion §2): cards 'dd MMM yyyy, HH:mm', picks 'MMM dd, HH:mm', with month names in
// the player's language (src/i18n/calendar.ts) and the same digits everywhere.
import type { Language } from '../../../schema/language.ts';
import { MONTHS } from '../../i18n/calendar.ts';

const pad = (n: number): string => String(n).padStart(2, '0');
const time = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export function cardDate(iso: string, lang: Language): string {
  const ms = Date.parse(iso);
  if (!ms) {
    return '';
  }
  const d = new Date(ms);
  return `${pad(d.getDate())} ${MONTHS[lang][d.getMonth()]} ${d.getFullYear()}, ${time(d)}`;
}

export function pickDate(iso: string, lang: Language): string {
  const ms = Date.parse(iso);
  if (!ms) {
    return '';
  }
  const d = new Date(ms);
  return `${MONTHS[lang][d.getMonth()]} ${pad(d.getDate())}, ${time(d)}`;
}
