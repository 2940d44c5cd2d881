// How prices are shown (issue 29): the setting lives in the store through v1.OddsFormatChanged; only a choice the
// player made ('user') is kept, in storage, for the next visit. The server renders pages in decimal (the default),
// so a visit in another format paints on the client instead of hydrating (src/main.tsx).
import { filter } from 'rxjs';
import type { SyncEngine } from './engine.ts';
import { writeQuietly } from './storage.ts';
import { parseOddsFormat, type OddsFormat } from '../domain/odds-format.ts';

export const ODDS_FORMAT_STORAGE_KEY = 'odds_format';

/** The format a visit starts in: the kept choice, else decimal. */
export function startingOddsFormat(storage: Pick<Storage, 'getItem'>): OddsFormat {
  try {
    return parseOddsFormat(storage.getItem(ODDS_FORMAT_STORAGE_KEY));
  } catch {
    return 'decimal'; // storage refused (private mode): no kept choice
  }
}

/** Keeps each choice the player makes in `storage` for the next visit. */
export function persistOddsFormat(engine: SyncEngine, storage: Pick<Storage, 'setItem'>): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type === 'v1.OddsFormatChanged' && e.source === 'user')).subscribe((e) => {
    const format = parseOddsFormat((e.payload as { format: string }).format);
    writeQuietly(() => storage.setItem(ODDS_FORMAT_STORAGE_KEY, format));
  });
  return () => sub.unsubscribe();
}
