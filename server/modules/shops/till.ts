// The till's day statement: for one Addis Ababa calendar day (UTC+3, no daylight saving: [day 00:00 +03:00,
// next day 00:00 +03:00)), the stakes the shop took (shop_tickets.accepted_at) and the payouts it handed out
// (paid_at, paid_shop_id) and the cash-outs it handed over (ticket_cashouts with its shop_id, issue 32), each with its
// ticket reference and cashier; balance = stakes in − payouts and cash-outs out. The times are the server clock's at
// the counter step (the same clock as every other check), read from shop_tickets and ticket_cashouts, whose rows are
// written in the same transactions as the till's ledger postings.
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

const ADDIS_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** 'YYYY-MM-DD' (or today in Addis Ababa when absent) → the day and its bounds. */
export function addisDay(raw: string | undefined, nowMs: number): { day: string; fromMs: number; toMs: number } {
  const text = raw === undefined || raw.trim() === '' ? new Date(nowMs + ADDIS_OFFSET_MS).toISOString().slice(0, 10) : raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const utc = match === null ? Number.NaN : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(utc) || new Date(utc).toISOString().slice(0, 10) !== text) {
    throw new HttpError(400, 'INVALID_DAY', 'day must be a date like 2026-11-24');
  }
  return { day: text, fromMs: utc - ADDIS_OFFSET_MS, toMs: utc - ADDIS_OFFSET_MS + DAY_MS };
}

export async function tillStatement(db: Db, shop: { id: string; name: string }, rawDay: string | undefined, nowMs: number) {
  const { day, fromMs, toMs } = addisDay(rawDay, nowMs);
  const [from, to] = [new Date(fromMs), new Date(toMs)];
  const stakes = await db
    .selectFrom('shop_tickets as s')
    .innerJoin('tickets as t', 't.id', 's.ticket_id')
    .innerJoin('cashiers as c', 'c.id', 's.accepted_by')
    .select(['t.reference_id', 's.stake_cents as amount', 's.accepted_at as at', 'c.username'])
    .where('s.shop_id', '=', shop.id)
    .where('s.accepted_at', '>=', from)
    .where('s.accepted_at', '<', to)
    .execute();
  const payouts = await db
    .selectFrom('shop_tickets as s')
    .innerJoin('tickets as t', 't.id', 's.ticket_id')
    .innerJoin('cashiers as c', 'c.id', 's.paid_by')
    .select(['t.reference_id', 's.payout_cents as amount', 's.paid_at as at', 'c.username'])
    .where('s.paid_shop_id', '=', shop.id)
    .where('s.paid_at', '>=', from)
    .where('s.paid_at', '<', to)
    .execute();
  const cashouts = await db
    .selectFrom('ticket_cashouts as k')
    .innerJoin('tickets as t', 't.id', 'k.ticket_id')
    .innerJoin('cashiers as c', 'c.id', 'k.cashier_id')
    .select(['t.reference_id', 'k.amount_cents as amount', 'k.created_at as at', 'c.username'])
    .where('k.shop_id', '=', shop.id)
    .where('k.created_at', '>=', from)
    .where('k.created_at', '<', to)
    .where('k.amount_cents', '>', 0)
    .execute();
  const movement = (kind: 'stake' | 'payout' | 'cashout') => (r: { reference_id: string; amount: unknown; at: Date | null; username: string }) => ({
    kind,
    reference_id: r.reference_id,
    cents: Number(r.amount),
    at: (r.at as Date).toISOString(),
    cashier: r.username,
  });
  const moves = [...stakes.map(movement('stake')), ...payouts.map(movement('payout')), ...cashouts.map(movement('cashout'))].sort(
    (a, b) => a.at.localeCompare(b.at) || b.kind.localeCompare(a.kind) || a.reference_id.localeCompare(b.reference_id),
  );
  const sum = (kind: string) => moves.filter((m) => m.kind === kind).reduce((s, m) => s + m.cents, 0);
  const [stakesIn, payoutsOut] = [sum('stake'), sum('payout') + sum('cashout')];
  return {
    shop_id: shop.id,
    shop_name: shop.name,
    day,
    from: from.toISOString(),
    to: to.toISOString(),
    stakes_in: fromCents(stakesIn),
    payouts_out: fromCents(payoutsOut),
    balance: fromCents(stakesIn - payoutsOut),
    movements: moves.map(({ cents, ...m }) => ({ ...m, amount: fromCents(cents) })),
  };
}
