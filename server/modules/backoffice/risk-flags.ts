// The risk desk's flagged players (GET /api/admin/v1/risk/flags), computed from what is stored, one query per kind,
// each at most 200 players: several players paying or withdrawing through one payment account and several signing in
// on one device (suspected multi-accounting: each flagged with the others as related), players whose settled money
// tickets returned far more than they staked (sharp), and players backing several outcomes of the same markets
// (arbitrage). A device is only what our own client says it is (auth/device.ts): players on the spec's client are
// never flagged for a device. Windows are measured on the server's clock.
import { sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import type { FLAG_KINDS } from '../../../schema/endpoints/backoffice-risk.ts';
import type { Db } from '../../db/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHARP_MIN_TICKETS = 20;
const SHARP_RETURN = 1.2;
const SHARP_DAYS = 90;
const DEVICE_DAYS = 90;
const ARBITRAGE_DAYS = 30;
/**
 * Markets (same match, market and specifier) in which a player backed two or more different outcomes, within 30
 * days, before the arbitrage flag is raised. One such market is ordinary — a hedge, a changed mind, a cash-out
 * replaced —; backing the other side again and again is what an arbitrage bettor does (covering every outcome of a
 * market across books whose prices together pay more than the stakes), and what a sharp bettor does against our
 * stale prices. Three keeps the occasional hedger off the list.
 */
export const ARBITRAGE_MIN_MARKETS = 3;

export interface Flag {
  user_id: string;
  phone: string;
  kind: (typeof FLAG_KINDS)[number];
  detail: string;
  related: string[];
}

async function sharedPaymentAccounts(db: Db): Promise<Flag[]> {
  const shared = await sql<{ phone: string; users: string[] }>`
    select p.phone, array_agg(distinct p.user_id) as users
    from payments p
    group by p.phone having count(distinct p.user_id) > 1
    order by count(distinct p.user_id) desc limit 200`.execute(db);
  const ids = [...new Set(shared.rows.flatMap((s) => s.users.map(String)))];
  const phones = new Map(
    ids.length === 0 ? [] : (await db.selectFrom('users').select(['id', 'phone']).where('id', 'in', ids).execute()).map((u) => [u.id, u.phone]),
  );
  const flags: Flag[] = [];
  for (const s of shared.rows) {
    const users = s.users.map(String);
    for (const id of users) {
      const others = users.filter((u) => u !== id);
      const detail = `Pays or withdraws through ${s.phone}, as ${others.length} other player(s) do`;
      flags.push({ user_id: id, phone: phones.get(id) ?? '', kind: 'shared_payment_account', detail, related: others });
    }
  }
  return flags;
}

async function sharp(db: Db, nowMs: number): Promise<Flag[]> {
  const since = new Date(nowMs - SHARP_DAYS * DAY_MS);
  const rows = await sql<{ user_id: string; phone: string; tickets: string; staked: string; returned: string }>`
    select t.user_id, u.phone, count(*)::text as tickets, sum(t.stake_cents)::text as staked, sum(t.win_cents)::text as returned
    from tickets t join users u on u.id = t.user_id
    where t.kind = 'money' and t.settled_at > ${since} and t.status in ('WON', 'LOST', 'PARTIALLY_WON', 'VOID', 'CASHED_OUT')
    group by t.user_id, u.phone
    having count(*) >= ${SHARP_MIN_TICKETS} and sum(t.win_cents) > sum(t.stake_cents) * ${SHARP_RETURN}
    order by sum(t.win_cents) - sum(t.stake_cents) desc limit 200`.execute(db);
  return rows.rows.map((r) => ({
    user_id: r.user_id,
    phone: r.phone,
    kind: 'sharp',
    detail: `${r.tickets} settled tickets in 90 days returned ${Math.round((Number(r.returned) / Number(r.staked)) * 100)}% of ${fromCents(Number(r.staked)).toFixed(2)} ETB staked`,
    related: [],
  }));
}

/** One flag per player, however many shared devices: related are every other player seen on any of them. */
async function sharedDevices(db: Db, nowMs: number): Promise<Flag[]> {
  const since = new Date(nowMs - DEVICE_DAYS * DAY_MS);
  const rows = await sql<{ user_id: string; phone: string; devices: number; related: string[] }>`
    with seen as (
      select distinct device_hash, user_id from sessions where device_hash is not null and created_at > ${since}
    ), shared as (
      select device_hash from seen group by device_hash having count(*) > 1
    ), pairs as (
      select a.user_id, a.device_hash, b.user_id as other
      from seen a join shared using (device_hash) join seen b on b.device_hash = a.device_hash and b.user_id <> a.user_id
    )
    select p.user_id, u.phone, count(distinct p.device_hash)::int as devices, array_agg(distinct p.other) as related
    from pairs p join users u on u.id = p.user_id
    group by p.user_id, u.phone
    order by count(distinct p.other) desc, p.user_id limit 200`.execute(db);
  return rows.rows.map((r) => {
    const related = r.related.map(String);
    const where = Number(r.devices) === 1 ? 'a device' : `${r.devices} devices that`;
    return {
      user_id: String(r.user_id),
      phone: r.phone,
      kind: 'shared_device',
      detail: `Signed in on ${where} ${related.length} other player(s) also used`,
      related,
    };
  });
}

async function arbitrage(db: Db, nowMs: number): Promise<Flag[]> {
  const since = new Date(nowMs - ARBITRAGE_DAYS * DAY_MS);
  const rows = await sql<{ user_id: string; phone: string; markets: number }>`
    select m.user_id, u.phone, count(*)::int as markets
    from (
      select t.user_id
      from tickets t join ticket_selections s on s.ticket_id = t.id
      where t.kind = 'money' and t.created_at > ${since}
      group by t.user_id, s.match_id, s.market_id, s.specifier
      having count(distinct s.outcome_id) > 1
    ) m join users u on u.id = m.user_id
    group by m.user_id, u.phone
    having count(*) >= ${ARBITRAGE_MIN_MARKETS}
    order by count(*) desc, m.user_id limit 200`.execute(db);
  return rows.rows.map((r) => ({
    user_id: String(r.user_id),
    phone: r.phone,
    kind: 'arbitrage',
    detail: `Backed several outcomes of the same market in ${r.markets} markets in ${ARBITRAGE_DAYS} days`,
    related: [],
  }));
}

/** Every flag, by kind: shared payment accounts, sharp returns, shared devices, arbitrage. */
export async function readFlags(db: Db, nowMs: number): Promise<Flag[]> {
  return [...(await sharedPaymentAccounts(db)), ...(await sharp(db, nowMs)), ...(await sharedDevices(db, nowMs)), ...(await arbitrage(db, nowMs))];
}
