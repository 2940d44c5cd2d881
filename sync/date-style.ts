// How dates and times are shown (issue 18): the Ethiopian or the Gregorian calendar, and the local 12-hour day
// count or the 24-hour clock. The setting lives in the store through v1.DateStyleChanged; only a choice the player
// made ('user') is kept — in storage for the next visit and in a cookie through `remember`, so the server renders
// the next page in the same style (server/modules/pages/request-hints.ts pageDateStyle). Gregorian, 24-hour by default.
import { filter } from 'rxjs';
import type { SyncEngine } from './engine.ts';
import { writeQuietly } from './storage.ts';

export type CalendarKind = 'gregorian' | 'ethiopian';
export type ClockKind = '24h' | 'local';
export interface DateStyle {
  calendar: CalendarKind;
  clock: ClockKind;
}

/** The cookie (and storage key) the server reads: 'ethiopian.local', 'gregorian.24h', … */
export const DATE_STYLE_COOKIE = 'dates';
export const DATE_STYLE_STORAGE_KEY = 'date_style';

/** 'ethiopian.local' → the style; anything else → the default. */
export function parseDateStyle(text: string | null | undefined): DateStyle {
  const [calendar, clock] = (text ?? '').split('.');
  return {
    calendar: calendar === 'ethiopian' ? 'ethiopian' : 'gregorian',
    clock: clock === 'local' ? 'local' : '24h',
  };
}

export const dateStyleText = (style: DateStyle): string => `${style.calendar}.${style.clock}`;

/** Keeps each choice the player makes: `storage` for the next visit, `remember` (the cookie) for the server. */
export function persistDateStyle(engine: SyncEngine, storage: Pick<Storage, 'setItem'>, remember: (text: string) => void): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type === 'v1.DateStyleChanged' && e.source === 'user')).subscribe((e) => {
    const text = dateStyleText(e.payload as DateStyle);
    writeQuietly(() => storage.setItem(DATE_STYLE_STORAGE_KEY, text));
    writeQuietly(() => remember(text));
  });
  return () => sub.unsubscribe();
}
