// POST /api/admin/v1/feed/live {events: [{event_id, match_id, kind, side?, period, clock_ms, at_ms?, points?}]}
// (operator): where a real feed's adapter, or an operator, writes the events of matches being played (shapes:
// schema/endpoints/live-feed.ts). The whole list is checked before anything is written — every match exists (404
// naming the first unknown), has kicked off (409 MATCH_NOT_STARTED) and has not ended (409 MATCH_ENDED); a side
// exactly on the kinds that have one, points only on a score (400 naming the entry) — then each match's events, in
// request order, go through appendEvents (store.ts), which gives seq under the match row's lock, skips an event_id
// already stored (a feed's resend) and anything after the match's 'match_end'.
// An event's at_ms is kept within [the match's last stored event, now − kick-off], so a timeline stays in time
// order and never holds an event from the future (timeline.ts: no future leaks into a price).
import type { FastifyInstance } from 'fastify';
import type { Infer } from 'superstruct';
import { type LIVE_EVENT_KINDS, SIDELESS_KINDS, WriteLiveEvents, type LiveEventWire } from '../../../schema/endpoints/live-feed.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { appendEvents, type IncomingEvent } from './store.ts';
import type { LiveEventKind } from './timeline.ts';

// The declared kinds are exactly the timeline's: either side gaining a kind the other lacks fails to compile.
type DeclaredKind = (typeof LIVE_EVENT_KINDS)[number];
const sameKinds: [Exclude<LiveEventKind, DeclaredKind>, Exclude<DeclaredKind, LiveEventKind>] extends [never, never] ? true : never = true;
void sameKinds;

type Wire = Infer<typeof LiveEventWire>;

const invalid = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);
const SIDELESS = new Set<LiveEventKind>(SIDELESS_KINDS);

/** The fault of an entry the declaration cannot see (it depends on the kind), or null. */
function kindFault(e: Wire, at: string): string | null {
  const side = e.side ?? null;
  if (SIDELESS.has(e.kind) && side !== null) {
    return `${at}.side must be absent or null for a ${e.kind}`;
  }
  if (!SIDELESS.has(e.kind) && side === null) {
    return `${at}.side must be 'home' or 'away' for a ${e.kind}`;
  }
  const points = e.points ?? 1;
  return e.kind !== 'score' && points !== 1 ? `${at}.points must be 1 or absent for a ${e.kind}: only a score has 1 to 3` : null;
}

interface Batch {
  stored: number;
  skipped: number;
}

/** Checks every entry (throws, having written nothing, on the first fault), then writes each match's events. */
async function writeEvents(db: Db, events: readonly Wire[], nowMs: number): Promise<Batch> {
  events.forEach((e, i) => {
    const fault = kindFault(e, `events[${i}]`);
    if (fault !== null) {
      throw invalid(fault);
    }
  });
  const ids = [...new Set(events.map((e) => e.match_id))];
  const matches = new Map(
    (await db.selectFrom('matches').select(['id', 'status', 'start_time']).where('id', 'in', ids).execute()).map((m) => [m.id, m]),
  );
  events.forEach((e, i) => {
    const match = matches.get(e.match_id);
    if (match === undefined) {
      throw notFound(`events[${i}]: match ${e.match_id}`);
    }
    if (match.start_time.getTime() > nowMs) {
      throw new HttpError(409, 'MATCH_NOT_STARTED', `events[${i}]: match ${e.match_id} has not kicked off yet`);
    }
    if (match.status === 'ended') {
      throw new HttpError(409, 'MATCH_ENDED', `events[${i}]: match ${e.match_id} has ended`);
    }
  });
  // The latest instant already stored per match: an event is never placed before it.
  const lastAt = new Map(
    (
      await db
        .selectFrom('live_events')
        .select(['match_id', (eb) => eb.fn.max('at_ms').as('at')])
        .where('match_id', 'in', ids)
        .groupBy('match_id')
        .execute()
    ).map((r) => [r.match_id, Number(r.at)]),
  );
  const byMatch = new Map<string, IncomingEvent[]>();
  for (const e of events) {
    const elapsed = Math.max(0, nowMs - (matches.get(e.match_id)?.start_time.getTime() ?? nowMs));
    const at = Math.max(Math.min(e.at_ms ?? elapsed, elapsed), lastAt.get(e.match_id) ?? 0);
    lastAt.set(e.match_id, at);
    const list = byMatch.get(e.match_id) ?? [];
    list.push({ eventId: e.event_id, at, kind: e.kind, side: e.side ?? null, period: e.period, clock: e.clock_ms, points: e.points ?? 1 });
    byMatch.set(e.match_id, list);
  }
  const batch: Batch = { stored: 0, skipped: 0 };
  for (const [matchId, list] of byMatch) {
    const { stored, skipped } = await appendEvents(db, matchId, list);
    batch.stored += stored.length;
    batch.skipped += skipped;
  }
  return batch;
}

export function liveFeedRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  // Not audited: a machine feed writing every second would flood the trail and serialise on its chain head.
  route(app, WriteLiveEvents, async (request) => {
    const events = request.body.events;
    const { stored, skipped } = await writeEvents(db, events, now());
    request.log.info({ events: events.length, stored, skipped }, 'live events written by a feed');
    return { success: true, stored, skipped };
  });
}
