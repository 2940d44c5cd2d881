// Low-data mode (issue 17) for components: whether it is on (the store's save_data value, set only through
// v1.SaveDataChanged), the player's switch, and the browser's own hint. Images (banners, badges, flags) and
// long lists read useSaveData(); the choice is kept by sync/save-data.ts persistSaveData.
import { useEngine, useValue } from './hooks.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { initialSaveData, SAVE_DATA_STORAGE_KEY } from '../../sync/save-data.ts';

export const useSaveData = (): boolean => useValue('save_data') === true;

/** The player switches the mode (kept for later visits and for the server's next page). */
export const chooseSaveData = (engine: SyncEngine, on: boolean): void =>
  engine.emit({ type: 'v1.SaveDataChanged', at: Date.now(), source: 'user', payload: { on } });

/** The mode and its switch, for a settings control. */
export function useSaveDataSwitch(): [boolean, () => void] {
  const engine = useEngine();
  const on = useSaveData();
  return [on, () => chooseSaveData(engine, !on)];
}

/** The browser's data-saver hint (Chrome's Lite mode, the OS's data saver): `navigator.connection.saveData`. */
export const browserSavesData = (): boolean =>
  typeof navigator !== 'undefined' && (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The mode this visit starts in (sync/save-data.ts initialSaveData): the kept choice, else the browser's or the server's. */
export function startingSaveData(storage: Pick<Storage, 'getItem'>, serverRendered: boolean): boolean {
  let stored: string | null = null;
  try {
    stored = storage.getItem(SAVE_DATA_STORAGE_KEY);
  } catch {
    // storage refused (private mode): no kept choice
  }
  return initialSaveData(stored, browserSavesData(), serverRendered);
}
