// Deposit limits (issue 18): per player and period (day, week, month: rolling 24 h, 7 and 30 days), the value in
// force and a raise or removal waiting out its 24-hour cooling-off (domain/responsible-gaming.ts decides which).
// A waiting change whose time has come is folded into the value in force by every read and write (the clock is
// the module's injected `now`). The deposit guard runs INSIDE the transaction that records the deposit and locks
// the player's limit rows first, so concurrent deposits are counted one after the other and never pass a limit
// together. Counted: every deposit not failed, cancelled or expired (pending, processing, completed): money the
// player has asked to put in counts from the moment it is asked, so parallel requests cannot slip past.
import { type Kysely, type Transaction, sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import {
  LIMIT_PERIODS,
  type LimitCents,
  type LimitPeriod,
  limitChange,
  PERIOD_DAYS,
  remainingCents,
  windowMs,
} from '../../../domain/responsible-gaming.ts';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { DEPOSIT_LIMIT_REFUSAL } from '../../../schema/endpoints/rg-refusals.ts';

type Conn = Kysely<Database> | Transaction<Database>;

export interface LimitState {
  period: LimitPeriod;
  limitCents: LimitCents;
  pending: { limitCents: LimitCents; effectiveAt: Date } | null;
}

const cents = (v: unknown): LimitCents => (v === null || v === undefined ? null : Number(v));

/** Applies the waiting changes that are due at nowMs (writes), then answers every period's state. */
export async function readLimits(conn: Conn, userId: string, nowMs: number, lock = false): Promise<LimitState[]> {
  const now = new Date(nowMs);
  await conn
    .updateTable('deposit_limits')
    .set(() => ({
      limit_cents: sql<number | null>`pending_cents`,
      pending_set: false,
      pending_cents: null,
      pending_effective_at: null,
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('pending_set', '=', true)
    .where('pending_effective_at', '<=', now)
    .execute();
  let query = conn
    .selectFrom('deposit_limits')
    .select(['period', 'limit_cents', 'pending_set', 'pending_cents', 'pending_effective_at'])
    .where('user_id', '=', userId)
    .orderBy('period');
  if (lock) {
    query = query.forUpdate();
  }
  const rows = await query.execute();
  return LIMIT_PERIODS.map((period) => {
    const r = rows.find((x) => x.period === period);
    return {
      period,
      limitCents: r === undefined ? null : cents(r.limit_cents),
      pending:
        r?.pending_set === true && r.pending_effective_at !== null
          ? { limitCents: cents(r.pending_cents), effectiveAt: new Date(r.pending_effective_at) }
          : null,
    };
  });
}

/** Sets the periods named in `wanted` (cents, null = none); lower at once, raise/removal after the cooling-off. */
export async function setLimits(
  trx: Transaction<Database>,
  userId: string,
  wanted: Partial<Record<LimitPeriod, LimitCents>>,
  nowMs: number,
): Promise<Array<{ period: LimitPeriod; change: string; limitCents: LimitCents }>> {
  // Lock the player's rows (insert the missing ones first so there is a row to lock).
  const now = new Date(nowMs);
  await trx
    .insertInto('deposit_limits')
    .values(LIMIT_PERIODS.map((period) => ({ user_id: userId, period, limit_cents: null, updated_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .execute();
  const states = await readLimits(trx, userId, nowMs, true);
  const changes: Array<{ period: LimitPeriod; change: string; limitCents: LimitCents }> = [];
  for (const state of states) {
    if (!(state.period in wanted)) {
      continue;
    }
    const next = wanted[state.period] ?? null;
    const change = limitChange(state.limitCents, next, nowMs);
    const base = trx.updateTable('deposit_limits').where('user_id', '=', userId).where('period', '=', state.period);
    if (change.kind === 'unchanged') {
      if (state.pending !== null) {
        await base.set({ pending_set: false, pending_cents: null, pending_effective_at: null, updated_at: now }).execute();
        changes.push({ period: state.period, change: 'pending_cancelled', limitCents: next });
      }
    } else if (change.kind === 'now') {
      await base
        .set({ limit_cents: change.limitCents, pending_set: false, pending_cents: null, pending_effective_at: null, updated_at: now })
        .execute();
      changes.push({ period: state.period, change: 'lowered', limitCents: change.limitCents });
    } else if (state.pending === null || state.pending.limitCents !== change.limitCents) {
      // Asking again for the same waiting value keeps its time: the cooling-off is not restarted by a repeat.
      await base
        .set({ pending_set: true, pending_cents: change.limitCents, pending_effective_at: new Date(change.effectiveAtMs), updated_at: now })
        .execute();
      changes.push({ period: state.period, change: 'raise_pending', limitCents: change.limitCents });
    }
  }
  return changes;
}

/** Cents of deposits each window counts at nowMs (pending, processing and completed deposits). */
export async function countedDeposits(conn: Conn, userId: string, nowMs: number): Promise<Record<LimitPeriod, number>> {
  const since = (p: LimitPeriod) => new Date(nowMs - windowMs(p));
  const row = await conn
    .selectFrom('payments')
    .select([
      sql<string>`coalesce(sum(amount_cents) filter (where created_at > ${since('day')}), 0)`.as('day'),
      sql<string>`coalesce(sum(amount_cents) filter (where created_at > ${since('week')}), 0)`.as('week'),
      sql<string>`coalesce(sum(amount_cents), 0)`.as('month'),
    ])
    .where('user_id', '=', userId)
    .where('flow', '=', 'deposit')
    .where('state', 'in', ['pending', 'processing', 'completed'])
    .where('created_at', '>', since('month'))
    .executeTakeFirst();
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

export const DEPOSIT_LIMIT_TEXT = DEPOSIT_LIMIT_REFUSAL.text;
/** A limit's period in the refusal's English: a natural period, never 'per 1 days' (issue 29). */
const PERIOD_WORDS: Readonly<Record<LimitPeriod, string>> = { day: 'per day', week: 'per week', month: 'per month' };

/** Refuses a deposit of `amountCents` that would pass any limit in force. Call it in the recording transaction. */
export async function guardDeposit(trx: Transaction<Database>, userId: string, amountCents: number, nowMs: number): Promise<void> {
  const states = (await readLimits(trx, userId, nowMs, true)).filter((s) => s.limitCents !== null);
  if (states.length === 0) {
    return;
  }
  const counted = await countedDeposits(trx, userId, nowMs);
  // The tightest limit speaks: the one leaving the least room.
  const room = states
    .map((s) => ({ s, left: remainingCents(s.limitCents as number, counted[s.period]) }))
    .sort((a, b) => a.left - b.left || PERIOD_DAYS[a.s.period] - PERIOD_DAYS[b.s.period]);
  const tight = room[0];
  if (tight !== undefined && amountCents > tight.left) {
    const values = { remaining: fromCents(tight.left), limit: fromCents(tight.s.limitCents as number), period_days: PERIOD_DAYS[tight.s.period] };
    const text = DEPOSIT_LIMIT_TEXT.replace('{remaining}', values.remaining.toFixed(2))
      .replace('{limit}', values.limit.toFixed(2))
      .replace('{period}', PERIOD_WORDS[tight.s.period]);
    throw new HttpError(400, 'DEPOSIT_LIMIT_EXCEEDED', text, values);
  }
}
