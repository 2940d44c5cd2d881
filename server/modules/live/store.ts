// Live events in the database (live_events, migration 0028): the one place a match's played events are written and
// read, by the embedded engine (engine.ts) and by a real feed (POST /api/admin/v1/feed/live). Invariants: a match's
// events get seq 1, 2, 3… in the order they are written, under the match row's lock, so two writers never take the
// same seq; an event_id already stored for the match is skipped (a feed's repeat, an engine run on two instances);
// nothing is written after a match's 'match_end', which ends the match (status 'ended', so it settles). A write that stored something publishes, in its transaction (so in
// commit order on every instance), the match's score after it and the moments it stored (realtime/live-wire.ts);
// a write that stores a danger moment (book.ts) suspends the match's markets in the same transaction (ODDS_CHANGE).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { LiveEventsTable } from '../../db/types-results.ts';
import type { LiveEventMessage } from '../../../schema/live-message.ts';
import { type BusEvent, publishInTransaction } from '../realtime/bus.ts';
import { matchSuspended } from '../realtime/odds-wire.ts';
import { DANGER_MOMENTS } from './book.ts';
import { suspendMatchMarkets } from './book-write.ts';
import { isMoment, type LiveBusEvent, MAX_MOMENTS } from '../realtime/live-wire.ts';
import { scoreboardOf } from './present.ts';
import { LIVE_SPORTS } from './sports.ts';
import { applyEvent, initialState, type LiveEvent, type LiveSport, type LiveState } from './timeline.ts';

/** An event as a writer hands it in: its own id, the rest as in the timeline (seq is given here). */
export type IncomingEvent = Omit<LiveEvent, 'seq'> & { eventId: string };

export interface AppendOutcome {
  /** The events stored by this call, with their seq. */
  stored: LiveEvent[];
  /** Events skipped: already stored under their id, or after the match's end. */
  skipped: number;
}

type EventRow = Selectable<LiveEventsTable>;

const eventOfRow = (r: EventRow): LiveEvent => ({
  seq: r.seq,
  at: Number(r.at_ms),
  kind: r.kind as LiveEvent['kind'],
  side: r.side,
  period: r.period,
  clock: Number(r.clock_ms),
  points: r.points,
});

/** Ids of the embedded engine's events: a match holding any other id is a real feed's (engine.ts leaves it alone). */
export const ENGINE_PREFIX = 'engine:';

/**
 * Writes `events` (in order) after the match's last one, in one transaction holding the match row. `engine`: the
 * embedded engine writes, and writes nothing once a feed has written to the match (checked under the same lock).
 */
export async function appendEvents(db: Db, matchId: string, events: readonly IncomingEvent[], engine = false): Promise<AppendOutcome> {
  if (events.length === 0) {
    return { stored: [], skipped: 0 };
  }
  const { outcome, published } = await db.transaction().execute(async (trx) => {
    const match = await trx
      .selectFrom('matches')
      .select(['id', 'sport_id', 'start_time'])
      .where('id', '=', matchId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const rows = await trx.selectFrom('live_events').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
    const known = rows.map(eventOfRow);
    if (engine && rows.some((r) => !r.event_id.startsWith(ENGINE_PREFIX))) {
      return { outcome: { stored: [], skipped: events.length }, published: () => undefined };
    }
    const ids = new Set(rows.map((r) => r.event_id));
    let ended = known.some((k) => k.kind === 'match_end');
    let seq = known.at(-1)?.seq ?? 0;
    const stored: (LiveEvent & { eventId: string })[] = [];
    for (const { eventId, ...e } of events) {
      if (ended || ids.has(eventId)) {
        continue;
      }
      seq += 1;
      ids.add(eventId);
      ended = e.kind === 'match_end';
      stored.push({ ...e, seq, eventId });
    }
    if (stored.length > 0) {
      // One statement for the batch: a feed clock moved by an hour writes a hundred events at once.
      await trx
        .insertInto('live_events')
        .values(
          stored.map((e) => ({
            match_id: matchId,
            seq: e.seq,
            event_id: e.eventId,
            at_ms: e.at,
            kind: e.kind,
            side: e.side,
            period: e.period,
            clock_ms: e.clock,
            points: e.points,
          })),
        )
        .execute();
    }
    if (stored.at(-1)?.kind === 'match_end') {
      // The final whistle ends the match now, not 2 h after kick-off: settlement grades it on its next run.
      await trx.updateTable('matches').set({ status: 'ended' }).where('id', '=', matchId).where('status', '=', 'live').execute();
    }
    const written: LiveEvent[] = stored.map(({ eventId: _, ...e }) => e);
    const bus: BusEvent[] = written.length === 0 ? [] : [liveBusEvent(match, [...known, ...written], written)];
    const danger = written.filter((e) => DANGER_MOMENTS.has(e.kind)).at(-1);
    if (danger !== undefined) {
      // A goal, a penalty or a red card closes the book in the write that stores it (book.ts re-opens it later).
      // On the socket it is one item for the whole match (odds-wire.ts), not one per outcome.
      if (await suspendMatchMarkets(trx, matchId)) {
        bus.push({ kind: 'odds', at: match.start_time.getTime() + danger.at, changes: [matchSuspended(matchId)] });
      }
    }
    return { outcome: { stored: written, skipped: events.length - written.length }, published: await publishInTransaction(db, trx, bus) };
  });
  published();
  return outcome;
}

/** The bus event of a write: the match's score after it, and the moments it stored (the latest MAX_MOMENTS). */
function liveBusEvent(
  match: { id: string; sport_id: string; start_time: Date },
  all: readonly LiveEvent[],
  stored: readonly LiveEvent[],
): LiveBusEvent {
  const s = foldEvents(LIVE_SPORTS[match.sport_id] ?? 'football', all);
  const instant = (e: LiveEvent | undefined): string => new Date(match.start_time.getTime() + (e?.at ?? 0)).toISOString();
  const moments = stored
    .filter((e) => isMoment(e.kind))
    .slice(-MAX_MOMENTS)
    .map((e) => ({
      type: 'LIVE_EVENT' as const,
      match_id: match.id,
      seq: e.seq,
      kind: e.kind as LiveEventMessage['kind'],
      side: e.side,
      period: e.period,
      clock_ms: e.clock,
      at: instant(e),
    }));
  return {
    kind: 'live',
    moments,
    score: {
      type: 'LIVE_SCORE',
      match_id: match.id,
      ...scoreboardOf(s),
      seq: s.seq,
      at: instant(all.at(-1)),
    },
  };
}

/** A match's stored events, in order (those after `afterSeq` only). */
export async function eventsOf(db: Db, matchId: string, afterSeq = 0): Promise<LiveEvent[]> {
  const rows = await db.selectFrom('live_events').selectAll().where('match_id', '=', matchId).where('seq', '>', afterSeq).orderBy('seq').execute();
  return rows.map(eventOfRow);
}

/** The stored events of several matches, in order, by match (a match without any is absent). */
export async function eventsOfMatches(db: Db, matchIds: readonly string[]): Promise<Map<string, LiveEvent[]>> {
  const byMatch = new Map<string, LiveEvent[]>();
  if (matchIds.length === 0) {
    return byMatch;
  }
  const rows = await db.selectFrom('live_events').selectAll().where('match_id', 'in', matchIds).orderBy('match_id').orderBy('seq').execute();
  for (const r of rows) {
    const list = byMatch.get(r.match_id) ?? [];
    list.push(eventOfRow(r));
    byMatch.set(r.match_id, list);
  }
  return byMatch;
}

/** The state a match's stored events fold into (its clock as of its last event). */
export function foldEvents(sport: LiveSport, events: readonly LiveEvent[]): LiveState {
  return events.reduce(applyEvent, initialState(sport));
}
