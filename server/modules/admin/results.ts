// POST /api/admin/v1/feed/results {results: [{match_id, …scores}]} (operator): the way an operator or a real
// feed sets final results (shapes: schema/endpoints/admin-feed.ts; by sport: results-input.ts). All or
// nothing: every entry is checked — the match exists (404), has kicked off, its sport has that shape (400
// naming the entry and field) — and then all are stored in ONE transaction, then settlement runs, grading
// those matches' legs from the stored results.
// A stored result is final: the same result again is accepted and changes nothing (a feed may resend), a
// different one is a 409 RESULT_EXISTS, whether an operator or the simulator stored it first.
// A call that stored something is audited ('results.enter', the results as given, the reason) in the same
// transaction; a person (a back-office session) must give a reason, a feed on the machine token need not.
import type { FastifyInstance } from 'fastify';
import type { Infer } from 'superstruct';
import { EnterResults, RESULT_REASON_REQUIRED, type ResultEntryWire } from '../../../schema/endpoints/admin-feed.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { type Actor, appendAudit } from '../backoffice/audit.ts';
import { resultKindOf, type MatchResult } from '../tickets/results.ts';
import { storedResult, type ResultsSource } from '../tickets/results-source.ts';
import { settleDue } from '../tickets/settle.ts';
import { invalid, resultEntriesOf, toResult } from './results-input.ts';

/** JSON with object keys sorted, so a result compares equal however jsonb reordered it. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface StoreRun {
  stored: number;
  unchanged: number;
  matchIds: string[];
}

/** Checks every entry against its match, then stores them all (and audits them); throws (and stores nothing) on the first fault. */
async function storeResults(
  db: Db,
  list: readonly Infer<typeof ResultEntryWire>[],
  actor: Actor,
  reason: string | null,
  nowMs: number,
): Promise<StoreRun> {
  const entries = resultEntriesOf(list);
  return db.transaction().execute(async (trx) => {
    const matches = new Map(
      (
        await trx
          .selectFrom('matches')
          .select(['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'home_strength', 'away_strength', 'start_time'])
          .where(
            'id',
            'in',
            entries.map((e) => e.matchId),
          )
          .execute()
      ).map((m) => [m.id, m]),
    );
    const results: Array<{ matchId: string; at: string; result: MatchResult }> = [];
    for (const entry of entries) {
      const match = matches.get(entry.matchId);
      if (match === undefined) {
        throw notFound(`${entry.at}: match ${entry.matchId}`);
      }
      if (entry.sportId !== null && entry.sportId !== match.sport_id) {
        throw invalid(`${entry.at}.sport_id is ${entry.sportId}, but match ${match.id} is of sport ${match.sport_id}`);
      }
      if (match.start_time.getTime() > nowMs) {
        throw invalid(`${entry.at}.match_id: match ${match.id} has not kicked off yet`);
      }
      const kind = resultKindOf(match);
      if (kind === null) {
        throw invalid(`${entry.at}: sport ${match.sport_id} has no result format`);
      }
      results.push({ matchId: match.id, at: entry.at, result: toResult(kind, entry) });
    }
    let stored = 0;
    for (const { matchId, at, result } of results) {
      const inserted = await trx
        .insertInto('match_results')
        .values({ match_id: matchId, result: JSON.stringify(result), source: 'operator' })
        .onConflict((oc) => oc.column('match_id').doNothing())
        .returning('match_id')
        .executeTakeFirst();
      if (inserted !== undefined) {
        stored += 1;
        continue;
      }
      const existing = await storedResult(trx, matchId);
      if (canonical(existing) !== canonical(result)) {
        throw new HttpError(409, 'RESULT_EXISTS', `${at}: match ${matchId} already has a different result; stored results are final`);
      }
    }
    const matchIds = results.map((r) => r.matchId);
    if (stored > 0) {
      const target = matchIds.length === 1 ? { kind: 'match', id: matchIds[0] as string } : undefined;
      await appendAudit(trx, actor, { action: 'results.enter', target, after: { results: list, stored }, reason }, nowMs);
    }
    return { stored, unchanged: results.length - stored, matchIds };
  });
}

export function resultsRoutes(app: FastifyInstance, db: Db, now: () => number, source: ResultsSource): void {
  route(app, EnterResults, async (request) => {
    const me = operatorOf(request);
    const reason = request.body.reason ?? null;
    // A person's result is a settlement action: why is kept with it. A feed (the machine token) has no one to ask.
    if (me.sessionId !== null && reason === null) {
      throw new HttpError(RESULT_REASON_REQUIRED.status, RESULT_REASON_REQUIRED.code, RESULT_REASON_REQUIRED.text);
    }
    const { stored, unchanged, matchIds } = await storeResults(db, request.body.results, me.actor, reason, now());
    const { graded, settled } = await settleDue(db, now(), source);
    request.log.info({ stored, unchanged, matches: matchIds.length, graded, settled }, 'results entered by the operator');
    return { success: true, stored, unchanged, graded, settled };
  });
}
