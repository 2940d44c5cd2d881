// Betslips in browser storage (spec §3/§9): all three slots under one key after every slip event, read
// back at start-up. A slot untouched for 24 hours comes back empty (the spec's expiry); an unreadable
// stored value is ignored. Restoring goes through the pipeline as a v1.SlipsRestored event. The player's odds
// policy is kept beside the slots and does not expire (it is a setting, not a slip).
import { filter } from 'rxjs';
import { StoredSlips, SLIP_SLOTS, type StoredSlip } from '../schema/betslip.ts';
import type { AppEvent } from '../schema/event.ts';
import type { SyncEngine } from './engine.ts';
import type { AppData } from './store.ts';
import { slotSelections } from './read/betslip.ts';
import { writeQuietly } from './storage.ts';
import { isPersisted } from './families/runtime.ts';
import { oddsPolicyOf } from '../domain/odds-policy.ts';

export const SLIP_STORAGE_KEY = 'betslip';
export const SLIP_TTL_MS = 24 * 60 * 60 * 1000;

type Storage2 = Pick<Storage, 'getItem' | 'setItem'>;

export function snapshotSlips(data: AppData, nowMs: number): { active: number; slips: StoredSlip[]; savedAt: number; oddsPolicy: string } {
  const slips = Array.from({ length: SLIP_SLOTS }, (_, slot) => {
    const row = data.store.getRow('slips', String(slot));
    return { selections: slotSelections(data, slot), stake: row.stake ?? '', reference: row.reference ?? '', updatedAt: row.updated_at ?? 0 };
  });
  return { active: data.store.getValue('slip_active') ?? 0, slips, savedAt: nowMs, oddsPolicy: oddsPolicyOf(data.store.getValue('odds_policy')) };
}

export function persistSlips(engine: SyncEngine, data: AppData, storage: Storage2, now: () => number = Date.now): () => void {
  // Live prices arrive often and seldom move a pick (only when the odds policy takes them): unchanged slips are not rewritten.
  let last = '';
  const sub = engine.events$.pipe(filter((e) => isPersisted('slips', e.type))).subscribe((e) => {
    const { savedAt, ...slips } = snapshotSlips(data, now());
    const text = JSON.stringify(slips);
    if (e.type !== 'v1.OddsChanged' || text !== last) {
      last = text;
      writeQuietly(() => storage.setItem(SLIP_STORAGE_KEY, JSON.stringify({ ...slips, savedAt })));
    }
  });
  return () => sub.unsubscribe();
}

/** The stored slips as a SlipsRestored event, expired slots emptied; null when nothing usable is stored. */
export function restoreSlips(storage: Pick<Storage, 'getItem'>, nowMs: number): Extract<AppEvent, { type: 'v1.SlipsRestored' }> | null {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage.getItem(SLIP_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const [error, stored] = StoredSlips.validate(raw, { coerce: true });
  if (error || !stored) {
    return null;
  }
  const slips = stored.slips
    .slice(0, SLIP_SLOTS)
    .map((s) => (nowMs - s.updatedAt > SLIP_TTL_MS ? { selections: [], stake: '', reference: '', updatedAt: nowMs } : s));
  const payload = { active: stored.active, slips, oddsPolicy: oddsPolicyOf(stored.oddsPolicy) };
  return { type: 'v1.SlipsRestored', at: nowMs, source: 'system', payload };
}
