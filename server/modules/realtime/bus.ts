// The cross-instance event bus behind socket fan-out. Events are tiny ({kind, user_id | merchant_id,
// banner_type}); each instance reads the data itself. On PostgreSQL they travel by NOTIFY on one channel
// (every instance LISTENs); on PGlite an in-process emitter is shared by every app that uses the same database.
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export const EVENTS_CHANNEL = 'birrbet_events';

export type BusEvent =
  | { kind: 'balance'; user_id: string }
  | { kind: 'banner'; merchant_id: string; banner_type: string | null };

const emitters = new WeakMap<Db, EventEmitter>();
const notifying = new WeakSet<Db>();

/** The in-process channel of a database (PGlite); the realtime module subscribes to it. */
export function localChannel(db: Db): EventEmitter {
  let emitter = emitters.get(db);
  if (emitter === undefined) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(db, emitter);
  }
  return emitter;
}

/** Called by the realtime module on PostgreSQL: publishing on this database then uses NOTIFY. */
export function useNotify(db: Db): void {
  notifying.add(db);
}

/** Decodes a NOTIFY payload; anything else on the channel is ignored. */
export function parseBusEvent(payload: string | undefined): BusEvent | null {
  try {
    const v = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (v['kind'] === 'balance' && typeof v['user_id'] === 'string') {
      return { kind: 'balance', user_id: v['user_id'] };
    }
    if (v['kind'] === 'banner' && typeof v['merchant_id'] === 'string') {
      const type = v['banner_type'];
      return { kind: 'banner', merchant_id: v['merchant_id'], banner_type: typeof type === 'string' ? type : null };
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * Publishes events that describe COMMITTED changes: call it after the transaction resolved, with the
 * database (never a transaction handle). A failure is reported, not thrown: the money already moved.
 */
export async function publish(db: Db, events: BusEvent[], onError?: (err: unknown) => void): Promise<void> {
  for (const event of events) {
    try {
      if (notifying.has(db)) {
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
      } else {
        localChannel(db).emit('event', event);
      }
    } catch (err) {
      onError?.(err);
    }
  }
}

export const balanceEvents = (userIds: Iterable<string>): BusEvent[] =>
  [...new Set(userIds)].map((user_id) => ({ kind: 'balance', user_id }));
