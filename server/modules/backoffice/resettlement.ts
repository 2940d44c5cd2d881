// Resettlement through four eyes (schema/endpoints/backoffice-results.ts). Asking checks the match, the corrected
// result (as POST /feed/results parses it, for the match's sport) or the market, and stores a 'resettlement'
// approval. Approving runs resettle() in the approval's ledger transaction: every settled ticket with a leg on the
// match (or the market) is rolled back (tickets/rollback.ts: a reversing transfer worded for the player's
// statement, the ticket PENDING again with a new settlement round) — if one player cannot cover their reversal the
// whole approval is refused and nothing changes — then the stored result is replaced, or the legs are voided and
// the market(s) suspended. The settlement job then grades and pays each ticket again, exactly once (its new round).
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { RESETTLE_REFUSALS, RequestResettlement } from '../../../schema/endpoints/backoffice-results.ts';
import type { Db } from '../../db/index.ts';
import type { ApprovalsTable } from '../../db/types-backoffice.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { canonical } from '../admin/results.ts';
import { invalid, resultEntriesOf, toResult } from '../admin/results-input.ts';
import { resultKindOf } from '../tickets/results.ts';
import { storedResult } from '../tickets/results-source.ts';
import { rollbackIn } from '../tickets/rollback.ts';
import type { LedgerContext } from '../wallet/ledger.ts';
import { operatorOf } from './access.ts';
import { requestApproval } from './approval-requests.ts';

type Refusal = (typeof RESETTLE_REFUSALS)[keyof typeof RESETTLE_REFUSALS];
const refuse = (r: Refusal) => new HttpError(r.status, r.code, r.text);

interface ResettlePayload {
  match_id: string;
  action: 'correct' | 'void_match' | 'void_market';
  result?: unknown;
  market_id?: string;
  specifier?: string;
}

export function resettlementRoutes(app: FastifyInstance, db: Db, now: () => number, merchantId: string): void {
  route(app, RequestResettlement, async (request, reply) => {
    const me = operatorOf(request);
    const { action, reason } = request.body;
    const match = await db
      .selectFrom('matches')
      .select(['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'home_strength', 'away_strength'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (match === undefined) throw refuse(RESETTLE_REFUSALS.NOT_FOUND);
    const payload: ResettlePayload = { match_id: match.id, action };
    if (action === 'correct') {
      if (request.body.result === undefined) throw refuse(RESETTLE_REFUSALS.RESULT_REQUIRED);
      const [entry] = resultEntriesOf([{ ...request.body.result, match_id: match.id }]);
      const kind = resultKindOf(match);
      if (entry === undefined || kind === null) throw invalid(`sport ${match.sport_id} has no result format`);
      const corrected = toResult(kind, { ...entry, at: 'result' });
      const stored = await storedResult(db, match.id);
      if (stored === undefined) throw refuse(RESETTLE_REFUSALS.NO_RESULT);
      if (canonical(stored) === canonical(corrected)) throw refuse(RESETTLE_REFUSALS.SAME_RESULT);
      payload.result = corrected;
    } else if (action === 'void_market') {
      const marketId = request.body.market_id;
      const specifier = request.body.specifier ?? '';
      if (marketId === undefined) throw refuse(RESETTLE_REFUSALS.MARKET_REQUIRED);
      const market = await db
        .selectFrom('markets')
        .select('market_id')
        .where('match_id', '=', match.id)
        .where('market_id', '=', marketId)
        .where('specifier', '=', specifier)
        .executeTakeFirst();
      if (market === undefined) throw new HttpError(404, 'NOT_FOUND', 'Market not found');
      Object.assign(payload, { market_id: marketId, specifier });
    }
    const target = { kind: 'match', id: match.id };
    const id = await db
      .transaction()
      .execute((trx) =>
        requestApproval(trx, me, { kind: 'resettlement', merchantId, target, amountCents: null, payload: { ...payload }, reason }, now()),
      );
    reply.code(202);
    return { approval_id: id };
  });
}

const WORDING: Record<ResettlePayload['action'], string> = {
  correct: 'Resettlement (corrected result)',
  void_match: 'Resettlement (match void)',
  void_market: 'Resettlement (market void)',
};

/** The approved resettlement, in the approval's ledger transaction. */
export async function resettle(ctx: LedgerContext, row: Selectable<ApprovalsTable>) {
  const p = JSON.parse(row.payload) as ResettlePayload;
  const market = p.action === 'void_market' ? sql`and s.market_id = ${p.market_id ?? ''} and s.specifier = ${p.specifier ?? ''}` : sql``;
  const { rows } = await sql<{ id: string }>`
    select distinct t.id from tickets t join ticket_selections s on s.ticket_id = t.id
    where s.match_id = ${p.match_id} ${market} and t.status in ('WON', 'LOST', 'VOID', 'PARTIALLY_WON')
    order by t.id`.execute(ctx.trx);
  let reversedCents = 0;
  for (const ticket of rows) {
    const run = await rollbackIn(ctx, ticket.id, null, undefined, WORDING[p.action]);
    reversedCents += run.reversedCents;
  }
  if (p.action === 'correct') {
    // A stored result is final everywhere else (its column type forbids updates); a four-eyes resettlement is the one way to correct it.
    await sql`update match_results set result = ${JSON.stringify(p.result)}::jsonb, source = 'operator' where match_id = ${p.match_id}`.execute(
      ctx.trx,
    );
  } else {
    await sql`update ticket_selections s set status = 'VOID' where s.match_id = ${p.match_id} ${market}`.execute(ctx.trx);
    const onlyMarket = p.action === 'void_market' ? sql`and market_id = ${p.market_id ?? ''} and specifier = ${p.specifier ?? ''}` : sql``;
    await sql`update markets set status = 'suspended' where match_id = ${p.match_id} ${onlyMarket}`.execute(ctx.trx);
  }
  return { result: { match_id: p.match_id, action: p.action, tickets_rolled_back: rows.length, reversed_cents: reversedCents } };
}
