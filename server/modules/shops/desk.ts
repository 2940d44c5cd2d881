// The back office's shops desk (issue 33, permission shops.manage): every shop of the server's merchant with its
// cashiers and today's till figures, and a cashier disabled, enabled or given a new password with a reason.
// The list reads a bounded number of shops (SHOPS_LIST_MAX, by name) in one query per table, whatever the number of
// shops: shops; cashiers with their last sign-in; shop_tickets (stakes taken and payouts paid, one statement);
// ticket_cashouts. Today's figures add up as the till statement of the same day does (till.ts): payouts_out holds the
// payouts and the cash-outs handed over. Every change writes its audit entry (before/after) in its own transaction,
// and disabling or a new password ends the cashier's sessions in that same transaction.
import { sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { CASHIER_NOT_FOUND, SHOPS_LIST_MAX } from '../../../schema/endpoints/shop-admin.ts';
import type { Db } from '../../db/index.ts';
import { declaredRefusal } from '../../plugins/errors.ts';
import { requirePassword } from '../auth/input.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Actor } from '../backoffice/audit.ts';
import { appendAudit } from '../backoffice/audit.ts';
import type { ShopRow } from './accounts.ts';
import { revokeCashierSessions } from './sessions.ts';
import { addisDay } from './till.ts';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The shops `only` names (else every shop of the merchant, at most SHOPS_LIST_MAX) as the desk lists them. */
export async function listShops(db: Db, merchantId: string, nowMs: number, only?: string) {
  let query = db.selectFrom('shops').select(['id', 'name', 'created_at']).where('merchant_id', '=', merchantId);
  if (only !== undefined) {
    query = query.where('id', '=', only);
  }
  const shops = await query
    .orderBy('name')
    .orderBy('id')
    .limit(SHOPS_LIST_MAX + 1)
    .execute();
  const listed = shops.slice(0, SHOPS_LIST_MAX);
  const ids = listed.map((s) => s.id);
  const { day, fromMs, toMs } = addisDay(undefined, nowMs);
  const [from, to] = [new Date(fromMs), new Date(toMs)];
  if (ids.length === 0) {
    return { data: [], truncated: false };
  }
  const cashiers = await db
    .selectFrom('cashiers as c')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('cashier_sessions')
          .select(['cashier_id', (e) => e.fn.max('created_at').as('last')])
          .groupBy('cashier_id')
          .as('s'),
      (join) => join.onRef('s.cashier_id', '=', 'c.id'),
    )
    .select(['c.id', 'c.shop_id', 'c.username', 'c.created_at', 'c.disabled_at', 'c.disabled_reason', 's.last'])
    .where('c.shop_id', 'in', ids)
    .orderBy('c.username')
    .execute();
  // Stakes by the accepting shop, payouts by the paying shop: one statement over shop_tickets.
  const tickets = await sql<{ shop_id: string; stakes: string; payouts: string; taken: string }>`
    select shop_id, sum(stake)::text as stakes, sum(payout)::text as payouts, sum(taken)::text as taken from (
      select shop_id, stake_cents as stake, 0::bigint as payout, 1 as taken from shop_tickets
        where shop_id in (${sql.join(ids)}) and accepted_at >= ${from} and accepted_at < ${to}
      union all
      select paid_shop_id, 0::bigint, payout_cents, 0 from shop_tickets
        where paid_shop_id in (${sql.join(ids)}) and paid_at >= ${from} and paid_at < ${to}
    ) moves group by shop_id`.execute(db);
  const cashouts = await db
    .selectFrom('ticket_cashouts')
    .select(['shop_id', (e) => e.fn.sum<string>('amount_cents').as('cents')])
    .where('shop_id', 'in', ids)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('amount_cents', '>', 0)
    .groupBy('shop_id')
    .execute();
  const moved = new Map(tickets.rows.map((r) => [r.shop_id, r]));
  const cashedOut = new Map(cashouts.map((r) => [String(r.shop_id), Number(r.cents)]));
  const data = listed.map((shop) => {
    const m = moved.get(shop.id);
    const stakes = Number(m?.stakes ?? 0);
    const out = Number(m?.payouts ?? 0) + (cashedOut.get(shop.id) ?? 0);
    return {
      id: shop.id,
      name: shop.name,
      created_at: shop.created_at.toISOString(),
      cashiers: cashiers
        .filter((c) => c.shop_id === shop.id)
        .map((c) => ({
          id: c.id,
          username: c.username,
          created_at: c.created_at.toISOString(),
          status: c.disabled_at === null ? ('active' as const) : ('disabled' as const),
          disabled_at: iso(c.disabled_at),
          disabled_reason: c.disabled_reason,
          last_sign_in_at: c.last === null ? null : iso(new Date(c.last as Date | string)),
        })),
      today: {
        day,
        stakes_in: fromCents(stakes),
        payouts_out: fromCents(out),
        balance: fromCents(stakes - out),
        tickets: Number(m?.taken ?? 0),
      },
    };
  });
  return { data, truncated: shops.length > SHOPS_LIST_MAX };
}

/** The cashier's audited state: what the desk shows of it (never the password or its hash). */
const audited = (c: { username: string; disabled_at: Date | null; disabled_reason: string | null }) => ({
  username: c.username,
  status: c.disabled_at === null ? 'active' : 'disabled',
  disabled_reason: c.disabled_reason,
});

async function lockedCashier(trx: Db, shop: ShopRow, cashierId: string, lock = true) {
  const query = trx
    .selectFrom('cashiers')
    .select(['id', 'username', 'disabled_at', 'disabled_reason'])
    .where('id', '=', cashierId)
    .where('shop_id', '=', shop.id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (row === undefined) {
    throw declaredRefusal(CASHIER_NOT_FOUND);
  }
  return row;
}

/**
 * Disables or enables a cashier. Asking for the state it is already in changes nothing and writes nothing (a
 * disabled cashier keeps the first reason); a change is audited ('cashier.disable' / 'cashier.enable').
 */
export async function setCashierActive(db: Db, actor: Actor, shop: ShopRow, cashierId: string, active: boolean, reason: string, nowMs: number) {
  await db.transaction().execute(async (trx) => {
    const before = await lockedCashier(trx, shop, cashierId);
    if ((before.disabled_at === null) === active) {
      return;
    }
    const change = active ? { disabled_at: null, disabled_reason: null } : { disabled_at: new Date(nowMs), disabled_reason: reason };
    await trx.updateTable('cashiers').set(change).where('id', '=', cashierId).execute();
    const ended = active ? 0 : await revokeCashierSessions(trx, cashierId, nowMs);
    const after = { ...audited({ ...before, ...change }), ...(active ? {} : { sessions_ended: ended }) };
    const action = active ? 'cashier.enable' : 'cashier.disable';
    await appendAudit(trx, actor, { action, target: { kind: 'cashier', id: cashierId }, before: audited(before), after, reason }, nowMs);
  });
}

/** A new password (hashed before the transaction: scrypt is slow); the cashier's sessions end; audited without it. */
export async function resetCashierPassword(db: Db, actor: Actor, shop: ShopRow, cashierId: string, password: string, reason: string, nowMs: number) {
  // An unknown cashier is a 404 before the rules and the slow hash; the lock below sees it again.
  await lockedCashier(db, shop, cashierId, false);
  const hash = await hashPassword(requirePassword(password));
  await db.transaction().execute(async (trx) => {
    const before = await lockedCashier(trx, shop, cashierId);
    await trx.updateTable('cashiers').set({ password_hash: hash }).where('id', '=', cashierId).execute();
    const ended = await revokeCashierSessions(trx, cashierId, nowMs);
    const entry = {
      action: 'cashier.password',
      target: { kind: 'cashier', id: cashierId },
      before: audited(before),
      after: { ...audited(before), sessions_ended: ended },
      reason,
    };
    await appendAudit(trx, actor, entry, nowMs);
  });
}
