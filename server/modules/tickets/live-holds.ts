// Live bets held for their delay (issue 32; table bet_holds, migration 0029). A money ticket with an in-play leg is
// checked at once (a refusal answers without a delay), then stored as a hold with its stake reserved — player →
// house:bet-holds, ledger key 'hold:<id>' — so queueing many bets can never overdraw. When the delay has passed the
// hold is decided ONCE, in one transaction holding its row: every leg re-checked against the prices and market states
// of that moment under the player's odds policy (check.ts), then either the ticket placed and the reservation turned
// into its stake, or the bet refused and the reservation released. A price the player did not agree to is never
// taken: the policy is applied at the decision, on the odds the player saw. The row survives a restart: whoever sees
// it due first (its own request's timer, or hold-sweeper.ts) decides it (hold-decide.ts); FOR UPDATE SKIP LOCKED
// lets only one try.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { betBreakdown, oddsToHundredths } from '../../../domain/bet-math.ts';
import type { Db } from '../../db/index.ts';
import { delayOf, type LiveDelays } from '../../config-live.ts';
import { LedgerError, ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { checkRiskLimits } from './risk-limits.ts';
import { checkSelections, type OddsPolicy } from './check.ts';
import { ticketError } from './errors.ts';
import type { TicketInput } from './input.ts';
import { checkFigures, checkStake } from './maths.ts';
import type { TicketDraft } from './repo.ts';
import type { TicketDetail } from './present.ts';
import { sameRequestOr409, ticketUnderKey } from './request-hash.ts';

const HOUSE_HOLDS = 'house:bet-holds';

/** In-process: a hold's id is emitted when this process decided it (its request may stop waiting at once). */
export const holdDecisions = new EventEmitter();
holdDecisions.setMaxListeners(0);

/** A hold as its request reads it back. */
export interface Hold {
  id: string;
  status: 'held' | 'accepted' | 'refused';
  acceptAtMs: number;
  ticketId: string | null;
  refusal: StoredRefusal | null;
  /** The placed ticket as answered, when this process just took the decision (saves reading it back). */
  ticket?: TicketDetail;
}

/** A refusal as stored with its hold and answered to every retry of the request. */
export interface StoredRefusal {
  code: string;
  message: string;
  extra: Record<string, unknown>;
}

export type HoldDraft = TicketDraft & { userId: string };

const reserve = (userId: string, holdId: string, cents: number) => ({
  idempotencyKey: `hold:${holdId}`,
  kind: 'bet_hold',
  reason: 'Live bet held for acceptance',
  postings: [
    { accountId: playerAccountId(userId), amountCents: -cents },
    { accountId: HOUSE_HOLDS, amountCents: cents },
  ],
});

export const release = (userId: string, holdId: string, cents: number) => ({
  idempotencyKey: `hold-release:${holdId}`,
  kind: 'bet_hold_release',
  reason: 'Live bet hold released',
  postings: [
    { accountId: HOUSE_HOLDS, amountCents: -cents },
    { accountId: playerAccountId(userId), amountCents: cents },
  ],
});

type HoldRowLike = { id: string; status: Hold['status']; accept_at: Date; ticket_id: string | null; refusal: unknown };
export const holdOf = (r: HoldRowLike): Hold => ({
  id: r.id,
  status: r.status,
  acceptAtMs: r.accept_at.getTime(),
  ticketId: r.ticket_id,
  refusal: (r.refusal as StoredRefusal | null) ?? null,
});

export async function readHold(db: Db, id: string): Promise<Hold | null> {
  const row = await db.selectFrom('bet_holds').select(['id', 'status', 'accept_at', 'ticket_id', 'refusal']).where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : holdOf(row);
}

/** The hold a player's request under this key made, if any (a 409 when it was another request). */
export async function holdUnderKey(db: Db, userId: string, key: string, hash: string | null): Promise<Hold | null> {
  const row = await db
    .selectFrom('bet_holds')
    .select(['id', 'status', 'accept_at', 'ticket_id', 'refusal', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row === undefined) {
    return null;
  }
  sameRequestOr409({ id: row.id, requestHash: row.request_hash }, hash);
  return holdOf(row);
}

/**
 * Checks a live bet now and holds it: its stake reserved and its decision due after the longest delay of its in-play
 * legs' sports. `created` false: the key already held this request; a ticket id alone: the key placed that ticket
 * already (409 for another body). Refusals throw (TicketError).
 */
export async function holdLiveBet(
  db: Db,
  draft: HoldDraft,
  input: TicketInput,
  policy: OddsPolicy,
  delays: LiveDelays,
): Promise<{ hold: Hold; delayMs: number; created: boolean } | { ticketId: string }> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const legs = await checkSelections(trx, input.selections, { nowMs: draft.nowMs, userId: draft.userId, inPlay: true, oddsPolicy: policy });
    const stakeCents = checkStake(input.stake);
    // The client's figures are checked on the odds it saw; the ticket's are computed on the odds it is taken at.
    checkFigures(
      stakeCents,
      input.selections.map((s) => oddsToHundredths(s.odds)),
      input.figures,
    );
    const taken = betBreakdown(
      stakeCents,
      legs.map((l) => l.oddsHundredths),
    );
    if (taken.exceedsCap) {
      throw ticketError('POTENTIAL_WIN_TOO_HIGH');
    }
    await checkRiskLimits(trx, draft.userId, legs, stakeCents, taken.netWinCents);
    const delayMs = delayOf(
      delays,
      legs.filter((l) => l.inPlay === true).map((l) => l.sportId ?? '1'),
    );
    const id = randomUUID();
    const acceptAt = new Date(draft.nowMs + delayMs);
    const key = draft.idempotencyKey;
    const hash = draft.requestHash ?? null;
    // Not when the key placed a ticket already (a prematch one, or this hold's, accepted): that ticket answers.
    const inserted = await sql<{ id: string }>`insert into bet_holds
        (id, user_id, merchant_id, idempotency_key, request_hash, input, odds_policy, stake_cents, accept_at)
      select ${id}, ${draft.userId}, ${draft.merchantId}, ${key}, ${hash}, ${JSON.stringify(input)}::jsonb, ${policy}, ${stakeCents}, ${acceptAt}
      where ${key}::text is null or not exists (select 1 from tickets where user_id = ${draft.userId} and idempotency_key = ${key})
      on conflict (user_id, idempotency_key) do nothing returning id`.execute(trx);
    if (inserted.rows.length === 0) {
      const existing = await holdUnderKey(trx, draft.userId, key ?? '', hash);
      if (existing !== null) {
        return { hold: existing, delayMs: Math.max(0, existing.acceptAtMs - draft.nowMs), created: false };
      }
      const earlier = await ticketUnderKey(trx, draft.userId, key ?? '');
      if (earlier === null) {
        throw new Error('hold key conflict without a hold or a ticket');
      }
      return { ticketId: sameRequestOr409(earlier, hash) };
    }
    try {
      await post(reserve(draft.userId, id, stakeCents));
    } catch (err) {
      throw err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE' ? ticketError('INSUFFICIENT_BALANCE') : err;
    }
    return { hold: { id, status: 'held', acceptAtMs: acceptAt.getTime(), ticketId: null, refusal: null }, delayMs, created: true };
  });
}
