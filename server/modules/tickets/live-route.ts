// A money ticket with an in-play leg, as POST /api/v1/tickets answers it (issue 32): checked and held at once
// (live-holds.ts), then the request waits out the delay and answers the decision — 201 with the ticket, or the
// refusal of that moment (MARKET_NOT_ACTIVE for a market suspended in the delay, ODDS_CHANGED with the current prices
// when the policy refuses a move). The spec's client, which knows no delay, just sees a slower answer. A retry under
// the same Idempotency-Key (a dropped connection, a restart) waits for the same hold and answers its decision. The
// decision is taken by this request's own timer; a hold whose request is gone is decided by hold-sweeper.ts.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { TICKET_ERRORS, type TicketErrorCode } from '../../../domain/ticket-errors.ts';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import type { LiveDelays } from '../../config-live.ts';
import { HttpError } from '../../plugins/errors.ts';
import { LIVE_SPORTS } from '../live/sports.ts';
import type { OddsPolicy } from './check.ts';
import type { TicketDetail } from './present.ts';
import { TicketError } from './errors.ts';
import type { SelectionInput, TicketInput } from './input.ts';
import { decideSoon } from './hold-decide.ts';
import { type Hold, type HoldDraft, holdDecisions, holdLiveBet, holdUnderKey, readHold } from './live-holds.ts';

/** How long past its delay a request waits for a decision another instance is taking before it answers 503. */
const DECISION_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Matches this server found in play, per database (one per app; a test process runs many apps on their own
 * databases, whose match ids agree). A leg on one skips the one-statement prematch attempt, which would write nothing
 * for it. A match never returns to prematch, so an entry that is no longer true costs only the live path's refusal
 * (the match ended: MATCH_NOT_ACTIVE, as the prematch path answers). Bounded: cleared when it grows past SEEN_MAX.
 */
const seenInPlayOf = new WeakMap<Db, Set<string>>();
const seenSet = (db: Db): Set<string> => {
  let seen = seenInPlayOf.get(db);
  if (seen === undefined) {
    seen = new Set<string>();
    seenInPlayOf.set(db, seen);
  }
  return seen;
};
const SEEN_MAX = 20_000;
export const seenInPlayLeg = (db: Db, selections: readonly SelectionInput[]): boolean => {
  const seen = seenSet(db);
  return selections.some((s) => seen.has(s.matchId));
};

/** The matches being played in play now: live, in a sport with an in-play book, its first event stored (the book opened it). */
export const inPlayMatches = (db: Kysely<Database>) =>
  db
    .selectFrom('matches')
    .select(['id', 'sport_id'])
    .where('status', '=', 'live')
    .where('sport_id', 'in', Object.keys(LIVE_SPORTS))
    .where(({ exists, selectFrom }) => exists(selectFrom('live_events as e').select('e.seq').whereRef('e.match_id', '=', 'matches.id')));

/** Whether any leg is on a match being played in play (one indexed read). */
export async function hasInPlayLeg(db: Db, selections: readonly SelectionInput[]): Promise<boolean> {
  const ids = [...new Set(selections.map((s) => s.matchId))];
  const rows = await inPlayMatches(db).where('id', 'in', ids).execute();
  const seen = seenSet(db);
  if (seen.size + rows.length > SEEN_MAX) {
    seen.clear();
  }
  for (const r of rows) {
    seen.add(r.id);
  }
  return rows.length > 0;
}

/** The hold's decision: this request takes it when the delay is over, else waits for whoever is taking it. */
async function decisionOf(db: Db, hold: Hold, delayMs: number, now: () => number): Promise<Hold> {
  if (hold.status !== 'held') {
    return hold;
  }
  // The delay, cut short when this process decides the hold meanwhile (the sweeper, after a stall).
  const stop = new AbortController();
  const early = await Promise.race([
    sleep(delayMs, null, { signal: stop.signal }).catch(() => null),
    once(holdDecisions, hold.id, { signal: stop.signal }).then(
      ([h]) => h as Hold,
      () => null,
    ),
  ]);
  stop.abort();
  const decided = early ?? (await decideSoon(db, hold.id, now));
  if (decided !== null) {
    return decided;
  }
  const deadline = Date.now() + DECISION_WAIT_MS;
  for (;;) {
    const h = await readHold(db, hold.id);
    if (h !== null && h.status !== 'held') {
      return h;
    }
    if (Date.now() > deadline) {
      throw new HttpError(503, 'BET_PENDING', 'Your bet is still being checked. See My Bets in a moment');
    }
    await sleep(POLL_MS);
  }
}

export interface LiveAnswer {
  ticketId: string;
  created: boolean;
  /** The ticket as answered, when this request's process placed it. */
  ticket?: TicketDetail;
}

/** Holds the bet (or finds the hold of this request's key), waits for its decision; the ticket, or the refusal thrown. */
export async function placeLiveBet(
  db: Db,
  draft: HoldDraft,
  input: TicketInput,
  policy: OddsPolicy,
  delays: LiveDelays,
  now: () => number,
): Promise<LiveAnswer> {
  const key = draft.idempotencyKey;
  let held: { hold: Hold; delayMs: number; created: boolean } | { ticketId: string };
  try {
    // A retry finds its hold (or the ticket its key placed) in holdLiveBet's insert: no read before it.
    held = await holdLiveBet(db, draft, input, policy, delays);
  } catch (err) {
    // A retry the check now refuses (the market suspended since) still answers its own hold's decision.
    const found = key !== null && err instanceof TicketError ? await holdUnderKey(db, draft.userId, key, draft.requestHash ?? null) : null;
    if (found === null) {
      throw err;
    }
    held = { hold: found, delayMs: Math.max(0, found.acceptAtMs - now()), created: false };
  }
  if (!('hold' in held)) {
    return { ticketId: held.ticketId, created: false };
  }
  const { hold, delayMs, created } = held;
  const decided = await decisionOf(db, hold, delayMs, now);
  if (decided.status === 'accepted' && decided.ticketId !== null) {
    return { ticketId: decided.ticketId, created, ...(decided.ticket === undefined ? {} : { ticket: decided.ticket }) };
  }
  const r = decided.refusal ?? { code: 'MARKET_NOT_ACTIVE', message: TICKET_ERRORS.MARKET_NOT_ACTIVE, extra: {} };
  throw new TicketError(r.code as TicketErrorCode, r.message, r.extra);
}
