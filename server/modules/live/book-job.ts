// Keeps the in-play book of every match being played (book.ts) written over its markets (book-write.ts), run after
// each engine run on the leader (index.ts). A match is re-priced when something that moves its book changed: a new
// event (the engine's or a feed's), the book opening or suspending (a danger window or a period's end passing), or
// every REPRICE_MS of play (the clock running down moves every price a little). One transaction per match, its
// changes pushed as ODDS_CHANGE in it (odds/store.ts commitOddsChanges). Events are read once: each run fetches only
// those after the last seq it holds. A goal among them settles the legs it decided (decided-legs.ts). Several instances running it would each write the same book (idempotent).
import type { Db } from '../../db/index.ts';
import { commitOddsChanges } from '../odds/store.ts';
import type { OddsItem } from '../realtime/odds-wire.ts';
import { bookOpening, liveMarketsOf, type BookMatch } from './book.ts';
import { writeBook } from './book-write.ts';
import { settleDecidedLegs } from './decided-legs.ts';
import { stateNow } from './present.ts';
import { LIVE_SPORTS } from './sports.ts';
import { eventsOf } from './store.ts';
import type { LiveEvent } from './timeline.ts';
import { sql } from 'kysely';

/** The clock moves prices this often at most (ms of real time) when nothing else happens. */
export const REPRICE_MS = 15_000;

interface Held {
  events: LiveEvent[];
  /** What the book was last written for: seq, opening and the reprice slot. */
  written: string;
}

export interface LiveBook {
  /** Re-prices every live match whose book moved; answers the changes pushed. */
  run(nowMs: number): Promise<OddsItem[]>;
}

export function liveBook(db: Db): LiveBook {
  const held = new Map<string, Held>();
  return {
    async run(nowMs) {
      const live = await db
        .selectFrom('matches as m')
        .select(['m.id', 'm.sport_id', 'm.tournament_id', 'm.home_team', 'm.away_team', 'm.home_strength', 'm.away_strength', 'm.start_time'])
        .select(sql<number>`coalesce((select max(e.seq) from live_events e where e.match_id = m.id), 0)`.as('last_seq'))
        .where('m.status', '=', 'live')
        .where('m.sport_id', 'in', Object.keys(LIVE_SPORTS))
        .orderBy('m.id')
        .execute();
      const liveIds = new Set(live.map((m) => m.id));
      for (const id of held.keys()) {
        if (!liveIds.has(id)) {
          held.delete(id);
        }
      }
      const pushed: OddsItem[] = [];
      for (const m of live) {
        const lastSeq = Number(m.last_seq);
        const h = held.get(m.id) ?? { events: [], written: '' };
        const knownSeq = h.events.at(-1)?.seq ?? 0;
        const fresh = lastSeq > knownSeq ? await eventsOf(db, m.id, knownSeq) : [];
        h.events = [...h.events, ...fresh];
        held.set(m.id, h);
        if (fresh.some((e) => e.kind === 'goal')) {
          // A goal decides legs (over 2.5 at the third): graded and their complete tickets settled now.
          await settleDecidedLegs(db, m.id, stateNow(LIVE_SPORTS[m.sport_id] ?? 'football', h.events, m.start_time.getTime(), nowMs), nowMs);
        }
        pushed.push(...(await repriceIfMoved(db, m, h, nowMs)));
      }
      return pushed;
    },
  };
}

async function repriceIfMoved(db: Db, m: BookMatch & { sport_id: string }, h: Held, nowMs: number): Promise<OddsItem[]> {
  const sport = LIVE_SPORTS[m.sport_id] ?? 'football';
  const start = m.start_time.getTime();
  const s = stateNow(sport, h.events, start, nowMs);
  const opening = bookOpening(m, s, h.events, nowMs);
  const slot = Math.floor(Math.max(0, nowMs - start) / REPRICE_MS);
  const key = `${s.seq}|${opening.open}|${s.phase === 'playing' ? slot : s.phase}`;
  if (key === h.written) {
    return [];
  }
  const changes = await commitOddsChanges(db, nowMs, (trx) => writeBook(trx, m.id, liveMarketsOf(m, s), opening.open));
  h.written = key;
  return changes;
}
