// Low-data mode's setting (issue 17): which mode a visit starts in, and keeping the player's own choice. Only a
// choice the player made (v1.SaveDataChanged from 'user') is kept — in storage, and in a cookie through
// `remember` so the server renders the next page in the same mode; the browser's hint (navigator.connection
// .saveData, the Save-Data header the server saw) is read afresh each visit and never written back.
import { filter } from 'rxjs';
import type { SyncEngine } from './engine.ts';
import { writeQuietly } from './storage.ts';

/** The cookie the server reads (server/modules/pages/request-hints.ts pageSaveData): '1' on, '0' off. */
export const SAVE_DATA_COOKIE = 'saveData';
export const SAVE_DATA_STORAGE_KEY = 'save_data';

/** The mode a visit starts in: the player's kept choice ('1' | '0') wins; else on when the browser or the server's page asks. */
export function initialSaveData(stored: string | null | undefined, browserSaves: boolean, serverRendered: boolean): boolean {
  if (stored === '1' || stored === '0') {
    return stored === '1';
  }
  return browserSaves || serverRendered;
}

/** Keeps each choice the player makes: `storage` for the next visit, `remember` (the cookie) for the server. */
export function persistSaveData(engine: SyncEngine, storage: Pick<Storage, 'setItem'>, remember: (on: boolean) => void): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type === 'v1.SaveDataChanged' && e.source === 'user')).subscribe((e) => {
    const on = (e.payload as { on: boolean }).on;
    writeQuietly(() => storage.setItem(SAVE_DATA_STORAGE_KEY, on ? '1' : '0'));
    writeQuietly(() => remember(on));
  });
  return () => sub.unsubscribe();
}
