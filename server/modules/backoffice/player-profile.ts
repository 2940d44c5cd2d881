// Reading players for the players desk (schema/endpoints/backoffice-players.ts): the search (an id, a phone in any
// usual writing, a ticket reference, a payment or gateway transaction id — each an indexed equality, so a search never
// scans) and one player's profile (with each session's User-Agent and device tag). Reads only; the changes are
// players.ts's.
import { fromCents } from '../../../domain/money.ts';
import { normalizePaymentPhone } from '../../../domain/payments/submit.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { statusOf } from '../responsible-gaming/status.ts';
import { balanceCents, playerAccountId } from '../wallet/ledger.ts';
import { pointsOf } from '../wallet/points.ts';

/** The device tag support sees on a session: the first characters of its keyed hash. */
const DEVICE_TAG_CHARS = 8;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Players matching q (at most 20, newest first). */
export async function searchPlayers(db: Db, q: string) {
  const ids = new Set<string>();
  const phone = normalizePaymentPhone(q);
  const byUser = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', q), ...(phone === null ? [] : [eb('phone', '=', phone)])]))
    .limit(20)
    .execute();
  for (const r of byUser) ids.add(r.id);
  const ticket = await db.selectFrom('tickets').select('user_id').where('reference_id', '=', q).executeTakeFirst();
  if (ticket?.user_id) ids.add(ticket.user_id);
  const payment = await db
    .selectFrom('payments')
    .select('user_id')
    .where((eb) => eb.or([eb('id', '=', q), eb('gateway_txn_id', '=', q), eb('session_id', '=', q)]))
    .executeTakeFirst();
  if (payment !== undefined) ids.add(payment.user_id);
  if (ids.size === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('wallets', 'wallets.user_id', 'users.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'wallets.ledger_account_id')
    .select(['users.id', 'users.phone', 'users.merchant_id', 'users.created_at', 'users.blocked_at', 'ledger_accounts.balance_cents'])
    .where('users.id', 'in', [...ids])
    .orderBy('users.created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    merchant_id: r.merchant_id,
    created_at: r.created_at.toISOString(),
    blocked: r.blocked_at !== null,
    balance: fromCents(Number(r.balance_cents)),
  }));
}

/** One player's profile, or 404. */
export async function playerProfile(db: Db, userId: string, nowMs: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (user === undefined) {
    throw new HttpError(404, 'NOT_FOUND', 'Player not found');
  }
  const points = await pointsOf(db, userId);
  const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(20).execute();
  const notes = await db
    .selectFrom('player_notes')
    .innerJoin('operators', 'operators.id', 'player_notes.operator_id')
    .select(['player_notes.text', 'operators.name', 'player_notes.created_at'])
    .where('player_notes.user_id', '=', userId)
    .orderBy('player_notes.created_at', 'desc')
    .limit(50)
    .execute();
  const tickets = await db
    .selectFrom('tickets')
    .select(['reference_id', 'kind', 'status', 'stake_cents', 'win_cents', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'flow', 'method', 'amount_cents', 'state', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const statement = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['p.created_at', 't.kind', 't.reason', 'p.amount_cents'])
    .where('p.account_id', '=', playerAccountId(userId))
    .orderBy('p.id', 'desc')
    .limit(30)
    .execute();
  return {
    player: {
      id: user.id,
      phone: user.phone,
      merchant_id: user.merchant_id,
      created_at: user.created_at.toISOString(),
      promo_code: user.promo_code,
      blocked_at: iso(user.blocked_at),
      blocked_reason: user.blocked_reason,
    },
    wallet: {
      balance: fromCents((await balanceCents(db, playerAccountId(userId))) ?? 0),
      points_active: fromCents(points.activeCents),
      points_inactive: fromCents(points.inactiveCents),
    },
    responsible_gaming: await statusOf(db, userId, nowMs),
    sessions: sessions.map((s) => ({
      id: s.id,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
      revoked_at: iso(s.revoked_at),
      live: s.revoked_at === null && s.expires_at.getTime() > nowMs && user.blocked_at === null,
      user_agent: s.user_agent,
      // A tag to tell devices apart by: enough to match two sessions, not the stored hash itself.
      device: s.device_hash === null ? null : s.device_hash.slice(0, DEVICE_TAG_CHARS),
    })),
    notes: notes.map((n) => ({ text: n.text, by: n.name, at: n.created_at.toISOString() })),
    tickets: tickets.map((t) => ({
      reference_id: t.reference_id,
      kind: t.kind,
      status: t.status,
      stake: fromCents(Number(t.stake_cents)),
      win: fromCents(Number(t.win_cents)),
      created_at: t.created_at.toISOString(),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      flow: p.flow,
      method: p.method,
      amount: fromCents(Number(p.amount_cents)),
      state: p.state,
      created_at: p.created_at.toISOString(),
    })),
    statement: statement.map((s) => ({ at: s.created_at.toISOString(), kind: s.kind, reason: s.reason, amount: fromCents(Number(s.amount_cents)) })),
  };
}
