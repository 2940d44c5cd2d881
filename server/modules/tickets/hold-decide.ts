// Decides due live-bet holds (issue 32, live-holds.ts): each ONCE, accepted (the ticket placed on the prices of that
// moment under the player's odds policy, the reservation turned into its stake) or refused (the reservation released),
// with the decision stored on the hold for every retry of its request. Holds that come due together are decided in
// ONE transaction (group commit): a request's timer asks decideSoon, which starts a transaction at once when none is
// running here and otherwise joins the next one — no wait when idle, one transaction for many under load. Each
// transaction locks its holds FOR UPDATE SKIP LOCKED, so a hold another instance (or the sweeper) is deciding is left
// to it. A batch that fails for a reason other than a refusal is retried hold by hold, so one bad hold fails alone.
import { sql } from 'kysely';
import { betBreakdown } from '../../../domain/bet-math.ts';
import type { Db } from '../../db/index.ts';
import { ledgerTransaction, type LedgerContext } from '../wallet/ledger.ts';
import { checkSelections } from './check.ts';
import { TicketError, ticketError } from './errors.ts';
import type { TicketInput } from './input.ts';
import { type Hold, holdDecisions, release, type StoredRefusal } from './live-holds.ts';
import { presentPlaced, type TicketDetail } from './present.ts';
import { insertTicket, stakeTransfer } from './repo.ts';

/** At most this many holds in one decision transaction. */
const BATCH_MAX = 16;

type HoldRow = {
  id: string;
  user_id: string;
  merchant_id: string;
  idempotency_key: string | null;
  request_hash: string | null;
  input: unknown;
  odds_policy: 'ask' | 'higher' | 'any';
  stake_cents: string | number | bigint;
  accept_at: Date;
};

/** One locked hold's decision, inside the batch's transaction. */
async function decideOne({ trx, post }: LedgerContext, row: HoldRow, nowMs: number): Promise<Hold> {
  const input = row.input as TicketInput;
  const stakeCents = Number(row.stake_cents);
  let refusal: StoredRefusal | null = null;
  let ticketId: string | null = null;
  let ticket: TicketDetail | undefined;
  try {
    const legs = await checkSelections(trx, input.selections, { nowMs, userId: row.user_id, inPlay: true, oddsPolicy: row.odds_policy });
    const breakdown = betBreakdown(
      stakeCents,
      legs.map((l) => l.oddsHundredths),
    );
    if (breakdown.exceedsCap) {
      throw ticketError('POTENTIAL_WIN_TOO_HIGH');
    }
    const draft = { kind: 'money' as const, merchantId: row.merchant_id, userId: row.user_id, betType: input.betType };
    const keys = { idempotencyKey: row.idempotency_key, requestHash: row.request_hash };
    const inserted = await insertTicket(trx, { ...draft, ...keys, breakdown, legs, nowMs });
    if (inserted === null) {
      throw new Error(`hold ${row.id}: its key already has a ticket`);
    }
    await post(release(row.user_id, row.id, stakeCents));
    await post(stakeTransfer(row.user_id, inserted, stakeCents));
    ticketId = inserted.id;
    ticket = presentPlaced(inserted.row, legs);
  } catch (err) {
    if (!(err instanceof TicketError)) {
      throw err;
    }
    refusal = { code: err.code, message: err.message, extra: err.extra };
    await post(release(row.user_id, row.id, stakeCents));
  }
  const status = refusal === null ? ('accepted' as const) : ('refused' as const);
  return { id: row.id, status, acceptAtMs: row.accept_at.getTime(), ticketId, refusal, ...(ticket === undefined ? {} : { ticket }) };
}

/**
 * Decides the holds among `ids` that are still held and not being decided elsewhere, in one transaction; answers
 * those it decided (a hold decided already, or locked by another decider, is absent).
 */
export async function decideHolds(db: Db, ids: readonly string[], nowMs: number): Promise<Map<string, Hold>> {
  if (ids.length === 0) {
    return new Map();
  }
  const decided = await ledgerTransaction(db, async (ctx) => {
    // Locked in player order, as every batch locks them: two batches take shared player rows in the same order.
    const rows = await ctx.trx
      .selectFrom('bet_holds')
      .select(['id', 'user_id', 'merchant_id', 'idempotency_key', 'request_hash', 'input', 'odds_policy', 'stake_cents', 'accept_at'])
      .where('id', 'in', ids)
      .where('status', '=', 'held')
      .orderBy('user_id')
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    const holds: Hold[] = [];
    for (const row of rows) {
      holds.push(await decideOne(ctx, row, nowMs));
    }
    if (holds.length > 0) {
      const values = holds.map(
        (h) => sql`(${h.id}::text, ${h.status}::text, ${h.ticketId}::text, ${h.refusal === null ? null : JSON.stringify(h.refusal)}::jsonb)`,
      );
      await sql`update bet_holds h set status = v.status, ticket_id = v.ticket_id, refusal = v.refusal, decided_at = ${new Date(nowMs)}
        from (values ${sql.join(values)}) v(id, status, ticket_id, refusal) where h.id = v.id`.execute(ctx.trx);
    }
    return holds;
  });
  for (const hold of decided) {
    holdDecisions.emit(hold.id, hold);
  }
  return new Map(decided.map((h) => [h.id, h]));
}

/** Decides one due hold; null when it is decided already or another transaction is deciding it now. */
export const decideHold = async (db: Db, id: string, nowMs: number): Promise<Hold | null> => (await decideHolds(db, [id], nowMs)).get(id) ?? null;

interface Waiter {
  resolve: (hold: Hold | null) => void;
  reject: (err: unknown) => void;
}

function settle(waiters: readonly Waiter[], each: (w: Waiter) => void): void {
  for (const w of waiters) {
    each(w);
  }
}

/** Group commit of decisions for one database: holds asked for while a batch runs go into the next one. */
class DecisionBatches {
  readonly #waiting = new Map<string, Waiter[]>();
  #running = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  decide(id: string): Promise<Hold | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.#waiting.get(id);
      if (waiters === undefined) {
        this.#waiting.set(id, [{ resolve, reject }]);
      } else {
        waiters.push({ resolve, reject });
      }
      if (!this.#running) {
        void this.#drain();
      }
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.size > 0) {
        const batch = [...this.#waiting].slice(0, BATCH_MAX);
        for (const [id] of batch) {
          this.#waiting.delete(id);
        }
        await this.#settle(batch);
      }
    } finally {
      this.#running = false;
    }
  }

  async #settle(batch: [string, Waiter[]][]): Promise<void> {
    try {
      const decided = await decideHolds(
        this.db,
        batch.map(([id]) => id),
        this.now(),
      );
      for (const [id, waiters] of batch) {
        settle(waiters, (w) => w.resolve(decided.get(id) ?? null));
      }
    } catch (batchError) {
      // Hold by hold: the one that failed the batch fails alone (a deadlock of the batch decides them all here).
      for (const [id, waiters] of batch) {
        await decideHold(this.db, id, this.now()).then(
          (hold) => settle(waiters, (w) => w.resolve(hold)),
          (err: unknown) => settle(waiters, (w) => w.reject(batch.length === 1 ? batchError : err)),
        );
      }
    }
  }
}

const batchesOf = new WeakMap<Db, DecisionBatches>();

/** Decides a due hold in this process's next decision transaction (started at once when none is running). */
export function decideSoon(db: Db, id: string, now: () => number): Promise<Hold | null> {
  let batches = batchesOf.get(db);
  if (batches === undefined) {
    batches = new DecisionBatches(db, now);
    batchesOf.set(db, batches);
  }
  return batches.decide(id);
}
