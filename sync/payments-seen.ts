// The ended payments whose outcome the player already saw (issue 29): the tracker shows a payment that ended in the
// last two minutes after a reload (the player is back from a checkout page), but once its ended line was on screen
// or dismissed, a reload must not bring it back. Payments are not kept in the store across visits (store-persistence
// .ts), so their ids are kept in local storage instead (kept a day: the recent-payments read covers 24 hours), read
// back when the tracker mounts as ONE v1.PaymentsSeenRestored (materializers/payments.ts applies it, in any order
// with the read), and written whenever a payment event leaves an ended payment on the tracker or dismissed.
// Only the tracker's chunk loads this module.
import { filter } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import { isFinalPaymentState, type PaymentState } from '../domain/payments/states.ts';
import type { SyncEngine } from './engine.ts';
import type { AppStore } from './store.ts';
import { writeQuietly } from './storage.ts';
import { addPaymentMaterializers } from './families/payments.ts';

// The restore is a payment event: its materializer comes along.
addPaymentMaterializers();

export const SEEN_PAYMENTS_KEY = 'payments.seen';
/** As long as the recent-payments read can return a payment: an older id can never come back. */
export const SEEN_KEPT_MS = 24 * 60 * 60_000;
/** A bound on what one device keeps (a player ends a few payments a day). */
export const SEEN_MAX = 100;

type Seen = Record<string, number>;

/** The stored ids with when they were seen, those still worth keeping at `now`; anything unreadable counts as none. */
function readSeen(storage: Pick<Storage, 'getItem'>, now: number): Seen {
  let value: unknown = null;
  try {
    value = JSON.parse(storage.getItem(SEEN_PAYMENTS_KEY) ?? 'null');
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  const kept = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && now - entry[1] < SEEN_KEPT_MS && entry[1] <= now + SEEN_KEPT_MS,
  );
  return Object.fromEntries(kept.sort((a, b) => a[1] - b[1]).slice(-SEEN_MAX));
}

/** The stored ids as the event that puts them in the store, or null when there are none. */
export function restoreSeenPayments(storage: Pick<Storage, 'getItem'>, now: number): Extract<AppEvent, { type: 'v1.PaymentsSeenRestored' }> | null {
  const ids = Object.keys(readSeen(storage, now));
  return ids.length > 0 ? { type: 'v1.PaymentsSeenRestored', at: now, source: 'system', payload: { ids } } : null;
}

/** The ended payments the tracker shows now (its lines on screen), and the one just dismissed. */
function seenNow(store: AppStore, event: AppEvent): string[] {
  const ended = (id: string): boolean => isFinalPaymentState((store.getCell('payments', id, 'status') || 'pending') as PaymentState);
  const shown = store.getRowIds('payments').filter((id) => store.getCell('payments', id, 'tracked') === true && ended(id));
  return event.type === 'v1.PaymentDismissed' && ended(event.payload.id) ? [...shown, event.payload.id] : shown;
}

/** Keeps in storage every ended payment the tracker shows or the player dismissed; returns the function that stops.
 *  Started by the tracker, so a tracked row in the store is a line on screen. */
export function persistSeenPayments(
  engine: Pick<SyncEngine, 'events$'>,
  store: AppStore,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type.startsWith('v1.Payment'))).subscribe((event) => {
    const fresh = seenNow(store, event);
    if (fresh.length === 0) {
      return;
    }
    const at = now();
    const seen = readSeen(storage, at);
    const added = fresh.filter((id) => !(id in seen));
    if (added.length === 0) {
      return;
    }
    for (const id of added) {
      seen[id] = at;
    }
    const kept = Object.fromEntries(Object.entries(seen).slice(-SEEN_MAX));
    writeQuietly(() => storage.setItem(SEEN_PAYMENTS_KEY, JSON.stringify(kept)));
  });
  return () => sub.unsubscribe();
}
