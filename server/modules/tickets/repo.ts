// Stores tickets: a new id and human-readable reference, the ticket row with its selections, and the
// money placement — ticket, selections and the stake debit (player → house:stakes) in ONE ledger
// transaction, so a refused debit stores nothing and a retried Idempotency-Key finds the first ticket (another
// request under that key is a 409: request-hash.ts).
// The legs are checked and priced by a `Pricing` run in that same transaction (check.ts takes its locks there).
// A money ticket first tries fast-place.ts (the same checks and writes in one statement); this transaction is
// what runs when that one writes nothing, and it names the refusal.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { BetBreakdown, BetType } from '../../../domain/bet-math.ts';
import type { Database, Db } from '../../db/index.ts';
import type { TicketKind } from '../../db/types-tickets.ts';
import { LedgerError, ledgerTransaction, playerAccountId, type TransferInput } from '../wallet/ledger.ts';
import type { PricedLeg } from './check.ts';
import { ticketError } from './errors.ts';
import type { TicketRow } from './history.ts';
import { presentPlaced, type TicketDetail } from './present.ts';
import { sameRequestOr409, ticketUnderKey } from './request-hash.ts';

const HOUSE_STAKES = 'house:stakes';
export const HOUSE_PAYOUTS = 'house:payouts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'BB-' / 'CASH-' / 'PTS-' / 'LF-' + 10 upper-case base32 characters (50 random bits). */
export function newReference(prefix: string): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) {
    out += BASE32[b % 32];
  }
  return `${prefix}-${out}`;
}

export const REFERENCE_PREFIX: Record<TicketKind, string> = { money: 'BB', cashier: 'CASH', points: 'PTS' };

export interface NewTicket {
  kind: TicketKind;
  merchantId: string;
  userId: string | null;
  betType: BetType;
  breakdown: BetBreakdown;
  legs: readonly PricedLeg[];
  idempotencyKey: string | null;
  /** The request's hash (request-hash.ts), stored beside the key; absent for tickets placed without one. */
  requestHash?: string | null;
  nowMs: number;
}

/** A ticket before its legs are checked: the legs and figures come from a Pricing inside the storing transaction. */
export type TicketDraft = Omit<NewTicket, 'legs' | 'breakdown'>;
export type Pricing = (trx: Transaction<Database>) => Promise<Pick<NewTicket, 'legs' | 'breakdown'>>;

/** The ticket row of a new ticket, as inserted (settlement_round is the column's default). */
export function ticketValues(t: NewTicket, id: string, reference: string) {
  const b = t.breakdown;
  return {
    id,
    reference_id: reference,
    kind: t.kind,
    merchant_id: t.merchantId,
    user_id: t.userId,
    bet_type: t.betType,
    stake_cents: b.stakeCents,
    stake_tax_cents: b.vatCents,
    net_stake_cents: b.netStakeCents,
    total_odds_hundredths: b.totalOddsHundredths,
    bonus_percent: b.bonusPercent,
    bonus_cents: b.bonusCents,
    basic_win_cents: b.basicWinCents,
    gross_win_cents: b.grossWinCents,
    winnings_tax_cents: b.incomeTaxCents,
    net_win_cents: b.netWinCents,
    status: 'PENDING' as const,
    win_cents: 0,
    cashback_cents: 0,
    idempotency_key: t.idempotencyKey,
    request_hash: t.requestHash ?? null,
    created_at: new Date(t.nowMs),
    settled_at: null,
  };
}

/**
 * Inserts the ticket and its legs in ONE statement (the legs are written only when the ticket row is); null when
 * (user, idempotency key) already has a ticket.
 */
export async function insertTicket(trx: Transaction<Database>, t: NewTicket): Promise<StoredTicket | null> {
  const id = randomUUID();
  const reference = newReference(REFERENCE_PREFIX[t.kind]);
  const values = ticketValues(t, id, reference);
  const ticket = trx
    .insertInto('tickets')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id');
  const legs = t.legs.map(
    (l, position) =>
      sql`(${position}::int, ${l.matchId}::text, ${l.marketId}::text, ${l.specifier}::text, ${l.outcomeId}::text, ${l.oddsHundredths}::int, ${l.outcomeName}::text, ${l.marketName}::text, ${l.fixture.startTime}::timestamptz)`,
  );
  const { rows } = await sql<{ id: string }>`with t as (${ticket}),
    s as (insert into ticket_selections (ticket_id, position, match_id, market_id, specifier, outcome_id, odds_hundredths, outcome_name, market_name, kickoff_at, status)
      select t.id, v.*, 'PENDING' from t cross join (values ${sql.join(legs)}) v)
    select id from t`.execute(trx);
  return rows.length === 0
    ? null
    : {
        id,
        reference,
        row: {
          ...values,
          settlement_round: 0,
          open_stake_cents: null,
          cashed_out_cents: 0,
          auto_cashout_cents: null,
          settled_tax_cents: null,
          settled_bonus_cents: null,
        },
      };
}

/** A ticket as stored: its id, reference and row. */
export interface StoredTicket {
  id: string;
  reference: string;
  row: TicketRow;
}

/** A money ticket placed (its answer, built from the rows written) or found by its Idempotency-Key (`ticket` null). */
export type Placement = { id: string; created: true; ticket: TicketDetail } | { id: string; created: false; ticket: null };

/** The stake of a money ticket: player → house:stakes, keyed by the ticket (fast-place.ts writes the same transfer). */
export const stakeTransfer = (userId: string, ticket: { id: string; reference: string }, stakeCents: number): TransferInput => ({
  idempotencyKey: `ticket:${ticket.id}`,
  kind: 'stake',
  reason: `Stake of ticket ${ticket.reference}`,
  postings: [
    { accountId: playerAccountId(userId), amountCents: -stakeCents },
    { accountId: HOUSE_STAKES, amountCents: stakeCents },
  ],
});

/** Places a money ticket: stored and paid for together, or not at all. `created` is false on a retry. */
export async function placeMoneyTicket(db: Db, draft: TicketDraft & { userId: string }, price: Pricing): Promise<Placement> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const t = { ...draft, ...(await price(trx)) };
    const inserted = await insertTicket(trx, t);
    if (inserted === null) {
      const existing = await ticketUnderKey(trx, t.userId, t.idempotencyKey ?? '');
      if (existing === null) {
        throw new Error('idempotency conflict without a ticket');
      }
      // The same key: the first ticket when this is the same request, a 409 (nothing debited) when it is another.
      return { id: sameRequestOr409(existing, t.requestHash ?? null), created: false, ticket: null };
    }
    try {
      await post(stakeTransfer(t.userId, inserted, t.breakdown.stakeCents));
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE') {
        throw ticketError('INSUFFICIENT_BALANCE');
      }
      throw err;
    }
    return { id: inserted.id, created: true, ticket: presentPlaced(inserted.row, t.legs) };
  });
}

/** Stores a ticket that moves no money (an anonymous cashier ticket, paid at the shop). */
export async function storeTicket(db: Db, draft: TicketDraft, price: Pricing): Promise<StoredTicket> {
  return db.transaction().execute(async (trx) => {
    const inserted = await insertTicket(trx, { ...draft, ...(await price(trx)) });
    if (inserted === null) {
      throw new Error('a ticket without an idempotency key conflicted');
    }
    return inserted;
  });
}
