// LotoFoot picks in browser storage (core §4/§7): every week's picks under one key, written after each event that
// changes them (a tap, a submitted ticket clearing its week, a closed week replaced), read back as one
// v1.LotofootPicksRestored event. An unreadable stored value is ignored. Started by the LotoFoot screen's chunk, once
// per engine, so the home route carries none of it.
import { filter } from 'rxjs';
import { record, string } from 'superstruct';
import { Pick as PickStruct } from '../schema/lotofoot.ts';
import type { AppEvent } from '../schema/event.ts';
import type { SyncEngine } from './engine.ts';
import type { AppStore } from './store.ts';
import { writeQuietly } from './storage.ts';
import { addLotofootMaterializers } from './families/lotofoot.ts';

export const PICKS_STORAGE_KEY = 'lotofoot_predictions';
const StoredPicks = record(string(), record(string(), PickStruct));
const PICK_EVENTS = new Set<string>(['v1.LotofootPickToggled', 'v1.LotofootSubmitted', 'v1.LotofootWeekLoaded']);

type Storage2 = Pick<Storage, 'getItem' | 'setItem'>;

/** Every week's picks, by week then match. */
function snapshotPicks(store: AppStore): Record<string, Record<string, string>> {
  const weeks: Record<string, Record<string, string>> = {};
  for (const id of store.getRowIds('lotofootPicks')) {
    const row = store.getRow('lotofootPicks', id);
    const weekId = row.week_id ?? '';
    weeks[weekId] = { ...weeks[weekId], [row.match_id ?? '']: row.pick ?? '' };
  }
  return weeks;
}

/** The stored picks as an event; null when nothing usable is stored. */
function restorePicks(storage: Pick<Storage, 'getItem'>, nowMs: number): AppEvent | null {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage.getItem(PICKS_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const [error, weeks] = StoredPicks.validate(raw);
  if (error || Object.keys(weeks).length === 0) {
    return null;
  }
  return { type: 'v1.LotofootPicksRestored', at: nowMs, source: 'system', payload: { weeks } } as AppEvent;
}

const started = new WeakSet<object>();

/** Restores the stored picks and keeps them stored from now on (once per engine). */
export function startPicksStorage(engine: SyncEngine, store: AppStore, storage: Storage2, now: () => number = Date.now): void {
  if (started.has(engine)) {
    return;
  }
  started.add(engine);
  addLotofootMaterializers();
  let last = storage.getItem(PICKS_STORAGE_KEY) ?? '';
  const restored = restorePicks(storage, now());
  if (restored) {
    engine.emit(restored);
  }
  engine.events$.pipe(filter((e) => PICK_EVENTS.has(e.type))).subscribe(() => {
    const text = JSON.stringify(snapshotPicks(store));
    if (text !== last) {
      last = text;
      writeQuietly(() => storage.setItem(PICKS_STORAGE_KEY, text));
    }
  });
}
