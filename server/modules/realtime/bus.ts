// The cross-instance event bus behind socket fan-out. Balance and banner events are tiny ({kind, user_id |
// merchant_id, banner_type}); each instance reads the data itself. A session revocation names the revoked
// sessions (at most REVOKED_PER_EVENT per event, well inside NOTIFY's 8000 bytes) whose sockets must close.
// Odds events carry their changes, chunked into several notifications when large (odds-wire.ts); a live event a
// match's score and its latest moments (live-wire.ts). On PostgreSQL they travel by NOTIFY on one channel
// (every instance LISTENs); on PGlite an in-process emitter is shared by every app that uses the same database.
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { decodeOddsPayload, encodeOddsPayloads, type OddsEvent } from './odds-wire.ts';
import { decodeLivePayload, type LiveBusEvent } from './live-wire.ts';

export const EVENTS_CHANNEL = 'birrbet_events';

export type BusEvent =
  | { kind: 'balance'; user_id: string }
  | { kind: 'banner'; merchant_id: string; banner_type: string | null }
  | { kind: 'session_revoked'; session_ids: string[] }
  | { kind: 'payment'; user_id: string; payment_id: string }
  /** Sent by the database's triggers (migration 0016), never by publish(): a catalogue or banner change. */
  | { kind: 'cache'; table: string; ids: string[] | null }
  | OddsEvent
  | LiveBusEvent;

const REVOKED_PER_EVENT = 100;

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
    if (v['kind'] === 'payment' && typeof v['user_id'] === 'string' && typeof v['payment_id'] === 'string') {
      return { kind: 'payment', user_id: v['user_id'], payment_id: v['payment_id'] };
    }
    if (v['kind'] === 'cache' && typeof v['table'] === 'string') {
      const changed = v['ids'];
      const ids = Array.isArray(changed) && changed.every((id) => typeof id === 'string') ? (changed as string[]) : null;
      return { kind: 'cache', table: v['table'], ids };
    }
    const ids = v['session_ids'];
    if (v['kind'] === 'session_revoked' && Array.isArray(ids) && ids.every((id) => typeof id === 'string')) {
      return { kind: 'session_revoked', session_ids: ids as string[] };
    }
    if (v['kind'] === 'odds') {
      return decodeOddsPayload(v);
    }
    if (v['kind'] === 'live') {
      return decodeLivePayload(v);
    }
  } catch {
    // not ours
  }
  return null;
}

/** The NOTIFY payloads of an event (an odds batch may need several). */
const payloadsOf = (event: BusEvent): string[] => (event.kind === 'odds' ? encodeOddsPayloads(event) : [JSON.stringify(event)]);

/** Payloads per pg_notify statement of a flush (each below 8000 bytes: at most a few MB a statement). */
const NOTIFY_BATCH = 500;

/**
 * Sends published payloads in group commits: while one flush is in flight, later payloads wait and all go in the
 * next one (one pg_notify statement over them, its own transaction). A NOTIFYing transaction holds PostgreSQL's
 * global notify lock through its commit, so a NOTIFY per bet serialised every bet's balance event on one commit
 * flush; now a burst costs one, and a lone event still goes at once.
 */
class Notifier {
  #pending: string[] = [];
  #waiting: Array<{ resolve: () => void; reject: (err: unknown) => void }> = [];
  #running = false;

  constructor(private readonly db: Db) {}

  send(payloads: string[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#pending.push(...payloads);
      this.#waiting.push({ resolve, reject });
      void this.#run();
    });
  }

  async #run(): Promise<void> {
    if (this.#running) {
      return;
    }
    this.#running = true;
    while (this.#waiting.length > 0) {
      const payloads = this.#pending.splice(0);
      const waiting = this.#waiting.splice(0);
      try {
        await this.#flush(payloads);
        for (const w of waiting) {
          w.resolve();
        }
      } catch (err) {
        for (const w of waiting) {
          w.reject(err);
        }
      }
    }
    this.#running = false;
  }

  async #flush(payloads: string[]): Promise<void> {
    for (let i = 0; i < payloads.length; i += NOTIFY_BATCH) {
      const part = payloads.slice(i, i + NOTIFY_BATCH);
      await sql`select pg_notify(${EVENTS_CHANNEL}, p) from unnest(${part}::text[]) with ordinality as t(p, n) order by n`.execute(this.db);
    }
  }
}

const notifiers = new WeakMap<Db, Notifier>();

/**
 * Publishes events that describe COMMITTED changes: call it after the transaction resolved, with the
 * database (never a transaction handle). Resolves once they are sent (concurrent calls share one flush).
 * A failure is reported, not thrown: the money already moved.
 */
export async function publish(db: Db, events: BusEvent[], onError?: (err: unknown) => void): Promise<void> {
  if (events.length === 0) {
    return;
  }
  try {
    if (notifying.has(db)) {
      let notifier = notifiers.get(db);
      if (notifier === undefined) {
        notifier = new Notifier(db);
        notifiers.set(db, notifier);
      }
      await notifier.send(events.flatMap(payloadsOf));
    } else {
      for (const event of events) {
        localChannel(db).emit('event', event);
      }
    }
  } catch (err) {
    onError?.(err);
  }
}

/**
 * Publishes from INSIDE a transaction, so events reach every instance in commit order (two writers of one
 * price never arrive swapped). On PostgreSQL the NOTIFYs join the transaction: delivered at commit, never
 * on rollback. On PGlite nothing is sent yet: call the returned function right after the commit resolved
 * (PGlite runs one transaction at a time, so emitting then keeps commit order too).
 */
export async function publishInTransaction(db: Db, trx: Kysely<Database>, events: BusEvent[]): Promise<() => void> {
  if (!notifying.has(db)) {
    return () =>
      events.forEach((event) => {
        localChannel(db).emit('event', event);
      });
  }
  for (const event of events) {
    for (const payload of payloadsOf(event)) {
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(trx);
    }
  }
  return () => undefined;
}

export const balanceEvents = (userIds: Iterable<string>): BusEvent[] => [...new Set(userIds)].map((user_id) => ({ kind: 'balance', user_id }));

export function revokedEvents(sessionIds: string[]): BusEvent[] {
  const events: BusEvent[] = [];
  for (let i = 0; i < sessionIds.length; i += REVOKED_PER_EVENT) {
    events.push({ kind: 'session_revoked', session_ids: sessionIds.slice(i, i + REVOKED_PER_EVENT) });
  }
  return events;
}
