// One report over a range of business days: the closed days read from the aggregates (a few rows per day, whatever
// the number of tickets behind them), the days after report_rollup.rolled_through computed live by the same
// definitions (live-figures.ts), reading the live days' postings once. Active players over the range count each player
// once: the players' day bitmaps are tested against the range's mask, and the live days' stakers are added by a UNION
// (which drops repeats).
// A live tail longer than MAX_LIVE_DAYS (a backlog the roll-up is still draining) is refused with 503, so a report
// never scans months of raw records.
import { sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { addDays, dayOf, dayStartMs, daysBetween } from './business-day.ts';
import { type CountRow, liveCounts, liveMoney, type MoneyRow, playerPostings } from './live-figures.ts';
import { rolledThrough } from './rollup.ts';

export const MAX_LIVE_DAYS = 7;

export interface ReportFilter {
  from: string;
  to: string;
  product?: string | undefined;
  channel?: string | undefined;
  merchant?: string | undefined;
}

type Money = Pick<MoneyRow, 'tickets' | 'stakes_cents' | 'payouts_cents' | 'vat_cents' | 'income_tax_cents' | 'bonus_cents'>;
const FIELDS = ['tickets', 'stakes_cents', 'payouts_cents', 'vat_cents', 'income_tax_cents', 'bonus_cents'] as const;
const zero = (): Money => ({ tickets: 0, stakes_cents: 0, payouts_cents: 0, vat_cents: 0, income_tax_cents: 0, bonus_cents: 0 });
const add = (into: Money, row: Money): void => {
  for (const f of FIELDS) into[f] += Number(row[f]);
};

/** ETB figures of a money sum, with GGR and margin. */
export const present = (m: Money) => ({
  tickets: m.tickets,
  stakes: fromCents(m.stakes_cents),
  payouts: fromCents(m.payouts_cents),
  ggr: fromCents(m.stakes_cents - m.payouts_cents),
  margin: m.stakes_cents === 0 ? null : Math.round(((m.stakes_cents - m.payouts_cents) * 10_000) / m.stakes_cents) / 100,
  vat: fromCents(m.vat_cents),
  income_tax: fromCents(m.income_tax_cents),
  bonus: fromCents(m.bonus_cents),
});

export async function buildReport(db: Db, f: ReportFilter, nowMs: number) {
  const to = f.to < dayOf(nowMs) ? f.to : dayOf(nowMs);
  const through = await rolledThrough(db, nowMs);
  const closedTo = to < through ? to : through;
  const liveFrom = f.from > through ? f.from : addDays(through, 1);
  const liveDays = daysBetween(liveFrom, to);
  if (liveDays > MAX_LIVE_DAYS) {
    throw new HttpError(503, 'REPORTS_CATCHING_UP', 'Reports are being prepared. Try again in a few minutes');
  }
  const [closedMoney, closedCounts] = f.from <= closedTo ? await closedRows(db, f.from, closedTo) : [[], []];
  // The live tail reads its postings once: money, the day's active players and the range's live players come from it.
  const sums = liveDays > 0 ? await playerPostings(db, liveFrom, to) : [];
  const [liveM, liveC] = liveDays > 0 ? await Promise.all([liveMoney(db, liveFrom, to, sums), liveCounts(db, liveFrom, to, sums)]) : [[], []];
  const money = [...closedMoney, ...liveM].filter(
    (r) =>
      (f.product === undefined || r.product === f.product) &&
      (f.channel === undefined || r.channel === f.channel) &&
      (f.merchant === undefined || r.merchant_id === f.merchant),
  );
  const counts = [...closedCounts, ...liveC].filter((r) => f.merchant === undefined || r.merchant_id === f.merchant);
  const anonymous = f.channel === 'shop';
  const activeKey = f.product ?? '*';

  const byDay = new Map<string, { money: Money; active: number; fresh: number; deposits: number; withdrawals: number }>();
  const dayOfRow = (day: string) => {
    const found = byDay.get(day) ?? { money: zero(), active: 0, fresh: 0, deposits: 0, withdrawals: 0 };
    byDay.set(day, found);
    return found;
  };
  const byProduct = new Map<string, Money & { product: string; channel: string }>();
  const total = zero();
  for (const r of money) {
    add(dayOfRow(r.day).money, r);
    add(total, r);
    const k = `${r.product}|${r.channel}`;
    const p = byProduct.get(k) ?? { product: r.product, channel: r.channel, ...zero() };
    add(p, r);
    byProduct.set(k, p);
  }
  const payments = new Map<string, { flow: 'deposit' | 'withdrawal'; method: string; count: number; cents: number }>();
  const rg = new Map<string, number>();
  let fresh = 0;
  for (const c of counts) {
    const d = dayOfRow(c.day);
    if (c.metric === 'deposit' || c.metric === 'withdrawal') {
      d[c.metric === 'deposit' ? 'deposits' : 'withdrawals'] += c.cents;
      const k = `${c.metric}|${c.key}`;
      const p = payments.get(k) ?? { flow: c.metric, method: c.key, count: 0, cents: 0 };
      p.count += c.count;
      p.cents += c.cents;
      payments.set(k, p);
    } else if (c.metric === 'new_players') {
      d.fresh += c.count;
      fresh += c.count;
    } else if (c.metric === 'rg') {
      rg.set(c.key, (rg.get(c.key) ?? 0) + c.count);
    } else if (c.metric === 'active' && c.key === activeKey) {
      d.active += c.count;
    }
  }
  const flowSum = (flow: string) => [...payments.values()].filter((p) => p.flow === flow).reduce((s, p) => s + p.cents, 0);
  const liveStakers = [
    ...new Set(
      sums
        .filter(
          (r) =>
            r.staked &&
            r.user_id !== null &&
            (f.product === undefined || r.product === f.product) &&
            (f.merchant === undefined || r.merchant_id === f.merchant),
        )
        .map((r) => r.user_id as string),
    ),
  ];
  const activeOverRange = anonymous ? null : await distinctActive(db, f, closedTo, liveStakers, activeKey);
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, d]) => ({
      day,
      ...present(d.money),
      active_players: anonymous ? null : d.active,
      new_players: d.fresh,
      deposits: fromCents(d.deposits),
      withdrawals: fromCents(d.withdrawals),
    }));
  const merchants = await db.selectFrom('merchants').select('id').orderBy('id').execute();
  return {
    from: f.from,
    to: f.to,
    rolled_through: through,
    totals: {
      day: `${f.from}..${f.to}`,
      ...present(total),
      active_players: activeOverRange,
      new_players: fresh,
      deposits: fromCents(flowSum('deposit')),
      withdrawals: fromCents(flowSum('withdrawal')),
    },
    days,
    products: [...byProduct.values()]
      .sort((a, b) => b.stakes_cents - a.stakes_cents)
      .map((p) => ({ product: p.product, channel: p.channel, ...present(p) })),
    payments: [...payments.values()]
      .sort((a, b) => b.cents - a.cents)
      .map((p) => ({ flow: p.flow, method: p.method, count: p.count, amount: fromCents(p.cents) })),
    responsible_gaming: [...rg.entries()].sort(([, a], [, b]) => b - a).map(([action, count]) => ({ action, count })),
    merchants: merchants.map((m) => m.id),
  };
}

async function closedRows(db: Db, from: string, to: string): Promise<[MoneyRow[], CountRow[]]> {
  const money = await sql<MoneyRow>`
    select to_char(day, 'YYYY-MM-DD') as day, merchant_id, product, channel, tickets, stakes_cents, payouts_cents, vat_cents, income_tax_cents, bonus_cents
    from report_days where day between ${from}::date and ${to}::date`.execute(db);
  const counts = await sql<CountRow>`
    select to_char(day, 'YYYY-MM-DD') as day, merchant_id, metric, key, count, cents
    from report_counts where day between ${from}::date and ${to}::date`.execute(db);
  const n = (v: unknown) => Number(v);
  return [
    money.rows.map((r) => ({
      ...r,
      tickets: n(r.tickets),
      stakes_cents: n(r.stakes_cents),
      payouts_cents: n(r.payouts_cents),
      vat_cents: n(r.vat_cents),
      income_tax_cents: n(r.income_tax_cents),
      bonus_cents: n(r.bonus_cents),
    })),
    counts.rows.map((r) => ({ ...r, count: n(r.count), cents: n(r.cents) })),
  ];
}

/** A bit(366) mask with the bits of the days of `year` that fall in [from, to]. */
function yearMask(year: number, from: string, to: string): string {
  const first = `${year}-01-01`;
  const start = from > first ? from : first;
  const last = `${year}-12-31` < to ? `${year}-12-31` : to;
  const bits = new Array<string>(366).fill('0');
  const offset = (day: string) => Math.round((dayStartMs(day) - dayStartMs(first)) / 86_400_000);
  for (let d = offset(start); d <= offset(last); d += 1) bits[d] = '1';
  return bits.join('');
}

async function distinctActive(db: Db, f: ReportFilter, closedTo: string, liveStakers: readonly string[], product: string): Promise<number> {
  const merchant = f.merchant === undefined ? sql`true` : sql`merchant_id = ${f.merchant}`;
  const parts = [];
  if (f.from <= closedTo) {
    const years = [];
    for (let y = Number(f.from.slice(0, 4)); y <= Number(closedTo.slice(0, 4)); y += 1) {
      const mask = yearMask(y, f.from, closedTo);
      years.push(sql`(year = ${y} and (days & ${mask}::bit(366)) <> repeat('0', 366)::bit(366))`);
    }
    parts.push(sql`select user_id from report_player_years where product = ${product} and ${merchant} and (${sql.join(years, sql` or `)})`);
  }
  if (parts.length === 0) return liveStakers.length;
  if (liveStakers.length > 0) {
    parts.push(sql`select unnest(${[...liveStakers]}::text[])`);
  }
  const { rows } = await sql<{ count: string }>`select count(*)::text as count from (${sql.join(parts, sql` union `)}) players`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
