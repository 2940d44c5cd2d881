// `npm run bench:reports`: a report over a year of 10 million tickets answers within 2 s (issue 33). On a PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL: a role that may create databases) it seeds a database of its own
// with a year of play as the server stores it — players and wallets, tickets placed and settled (a third won),
// their stake and payout transactions in the double-entry ledger, completed deposits by method — then runs the
// real nightly roll-up over every closed day and times the real report (modules/reports) over the whole year: all
// products, one product, one merchant-and-channel, and the CSV path's figures, each best and worst of 3 runs.
// The seeded database is kept (reseeded when BENCH_TICKETS changes, or with --fresh) so a rerun only times.
// Exits 1 when a report takes longer than the budget. BENCH_TICKETS / BENCH_PLAYERS scale it down for a quick try.
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../server/db/index.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { buildReport } from '../server/modules/reports/report.ts';
import { rollClosedDays } from '../server/modules/reports/rollup.ts';
import { addDays, dayOf } from '../server/modules/reports/business-day.ts';

const BUDGET_MS = 2_000;
const TICKETS = Number(process.env.BENCH_TICKETS ?? 10_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200_000);
const DEPOSITS = Math.round(TICKETS / 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const NAME = 'birrbet_bench_reports';
const MERCHANT = 'bench-merchant';

if (ADMIN_URL === undefined) {
  console.error('bench:reports needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a role that may create databases');
  process.exit(1);
}
const admin = async (query: string): Promise<void> => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
};
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const fresh = process.argv.includes('--fresh');
const nowMs = Date.now();
const today = dayOf(nowMs);
const firstDay = addDays(today, -364);
const ms = (start: number) => Math.round(performance.now() - start);
const fmt = (n: number) => n.toLocaleString('en-US');

async function seeded(db: ReturnType<typeof createDb>['db']): Promise<boolean> {
  const meta = await sql<{ tickets: string; first_day: string }>`select tickets::text, first_day from bench_meta`.execute(db).catch(() => null);
  return meta?.rows[0]?.tickets === String(TICKETS) && meta.rows[0].first_day === firstDay;
}

async function seed(db: ReturnType<typeof createDb>['db']): Promise<void> {
  const start = performance.now();
  const span = 365 * 86_400; // seconds in the year of play, ending now
  const run = (label: string, query: ReturnType<typeof sql>) =>
    query.execute(db).then(() => console.log(`  seeded ${label} (${fmt(ms(start))} ms so far)`));
  await sql`set synchronous_commit = off`.execute(db);
  await sql`set maintenance_work_mem = '1GB'`.execute(db);
  // A bulk load: the secondary indexes of the big tables are dropped first and built again after (the same
  // definitions, read from the catalogue), as any operator restoring a year of data would do.
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('tickets'::regclass, 'ledger_transactions'::regclass, 'ledger_postings'::regclass, 'payments'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(db);
  await sql`insert into merchants (id, name, api_key) values (${MERCHANT}, 'Bench', 'bench') on conflict do nothing`.execute(db);
  await sql`insert into ledger_accounts (id, kind, user_id, code, balance_cents) values ('house:bench', 'house', null, 'house:bench', 0) on conflict do nothing`.execute(
    db,
  );
  const t0 = sql.lit(new Date(nowMs - span * 1000).toISOString());
  await run(
    `${fmt(PLAYERS)} players`,
    sql`insert into users (id, merchant_id, phone, password_hash, created_at)
      select g::text, ${MERCHANT}, '+2519' || lpad(g::text, 8, '0'), 'x', ${t0}::timestamptz + (g * ${span / PLAYERS}::float8) * interval '1 second'
      from generate_series(1, ${PLAYERS}) g`,
  );
  await sql`insert into ledger_accounts (id, kind, user_id, code, balance_cents) select 'player:' || g, 'player', g::text, 'player:' || g, 0 from generate_series(1, ${PLAYERS}) g`.execute(
    db,
  );
  await sql`insert into wallets (user_id, merchant_id, ledger_account_id) select g::text, ${MERCHANT}, 'player:' || g from generate_series(1, ${PLAYERS}) g`.execute(
    db,
  );
  // Ticket g: placed at an even pace over the year; player 1 + g·7919 mod PLAYERS; 10–200 ETB; odds 2.50; a third won,
  // the rest lost, open when placed in the last 3 hours; VAT 15% inside the stake, income tax 15% of a win over 1,000 ETB.
  await run(
    `${fmt(TICKETS)} tickets`,
    sql`insert into tickets (id, reference_id, kind, merchant_id, user_id, bet_type, stake_cents, stake_tax_cents, net_stake_cents,
        total_odds_hundredths, bonus_percent, bonus_cents, basic_win_cents, gross_win_cents, winnings_tax_cents, net_win_cents,
        status, win_cents, created_at, settled_at, settled_tax_cents, settled_bonus_cents)
      select 't' || g, 'BB' || g, 'money', ${MERCHANT}, (1 + (g::bigint * 7919) % ${PLAYERS}::bigint)::text, 'SINGLE', s, s * 15 / 115, s - s * 15 / 115,
        250, 0, 0, (s - s * 15 / 115) * 5 / 2, (s - s * 15 / 115) * 5 / 2, tax, (s - s * 15 / 115) * 5 / 2 - tax,
        case when open then 'PENDING' when g % 3 = 0 then 'WON' else 'LOST' end,
        case when not open and g % 3 = 0 then (s - s * 15 / 115) * 5 / 2 - tax else 0 end,
        at, case when open then null else at + interval '2 hours' end,
        case when not open and g % 3 = 0 then tax else null end, case when open then null else 0 end
      from (select g, 1000 * (1 + g % 20) as s, ${t0}::timestamptz + (g * ${span / TICKETS}::float8) * interval '1 second' as at from generate_series(1, ${TICKETS}) g) x
      cross join lateral (select x.at > now() - interval '3 hours' as open,
        case when (x.s - x.s * 15 / 115) * 5 / 2 > 100000 then (x.s - x.s * 15 / 115) * 5 / 2 * 15 / 100 else 0 end as tax) y`,
  );
  await run(
    'stake transactions',
    sql`insert into ledger_transactions (id, idempotency_key, kind, reason, created_at)
      select 'stake:' || id, 'stake:' || id, 'stake', 'Stake of ticket ' || reference_id, created_at from tickets where merchant_id = ${MERCHANT}`,
  );
  await run(
    'stake postings',
    sql`insert into ledger_postings (transaction_id, account_id, amount_cents, created_at)
      select 'stake:' || id, 'player:' || user_id, -stake_cents, created_at from tickets where merchant_id = ${MERCHANT}
      union all select 'stake:' || id, 'house:bench', stake_cents, created_at from tickets where merchant_id = ${MERCHANT}`,
  );
  await run(
    'payouts',
    sql`insert into ledger_transactions (id, idempotency_key, kind, reason, created_at)
      select 'payout:' || id, 'payout:' || id, 'payout', 'Payout of ticket ' || reference_id, settled_at from tickets where merchant_id = ${MERCHANT} and status = 'WON'`,
  );
  await sql`insert into ledger_postings (transaction_id, account_id, amount_cents, created_at)
      select 'payout:' || id, 'player:' || user_id, win_cents, settled_at from tickets where merchant_id = ${MERCHANT} and status = 'WON'
      union all select 'payout:' || id, 'house:bench', -win_cents, settled_at from tickets where merchant_id = ${MERCHANT} and status = 'WON'`.execute(
    db,
  );
  await run(
    `${fmt(DEPOSITS)} deposits`,
    sql`insert into payments (id, user_id, merchant_id, flow, gateway, method_id, method, kind, amount_cents, phone, reason, state, expires_at, created_at, updated_at)
      select 'p' || g, (1 + g % ${PLAYERS}::bigint)::text, ${MERCHANT}, 'deposit', 'santimpay', m, m, 'direct', 10000 * (1 + g % 10), '+251900000000', 'Deposit', 'completed', at, at, at
      from (select g, (array['telebirr', 'cbebirr', 'mpesa'])[1 + g % 3] as m, ${t0}::timestamptz + (g * ${span / DEPOSITS}::float8) * interval '1 second' as at
            from generate_series(1, ${DEPOSITS}) g) x`,
  );
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  console.log(`  rebuilt ${indexes.length} indexes (${fmt(ms(start))} ms so far)`);
  await sql`create table bench_meta (tickets bigint, first_day text)`.execute(db);
  await sql`insert into bench_meta values (${TICKETS}, ${firstDay})`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`seeded a year of play in ${fmt(ms(start))} ms`);
}

/** The kept database when it holds this scale's year, else a new one, migrated and seeded. */
async function open(): Promise<ReturnType<typeof createDb>> {
  if (!fresh) {
    await admin(`create database ${NAME}`).catch(() => undefined);
    const kept = createDb({ databaseUrl: url.toString(), dataDir: '' });
    await migrateToLatest(kept.db);
    if (await seeded(kept.db)) return kept;
    await kept.close();
  }
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const handle = createDb({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(handle.db);
  await seed(handle.db);
  return handle;
}

async function main(): Promise<void> {
  const handle = await open();
  const db = handle.db;
  try {
    const rollStart = performance.now();
    let rolled = 0;
    for (let n = await rollClosedDays(db, nowMs, 30); n > 0; n = await rollClosedDays(db, nowMs, 30)) rolled += n;
    const rollMs = ms(rollStart);
    console.log(
      rolled > 0
        ? `nightly roll-up: ${rolled} days in ${fmt(rollMs)} ms (${fmt(Math.round(rollMs / rolled))} ms per day)`
        : 'nightly roll-up: already up to date',
    );
    if (rolled > 0) {
      // A live database is vacuumed by autovacuum long before anyone reports on its year; a freshly seeded one is
      // not (an empty visibility map: every index scan reads the heap, a first run here took 5 s). Measure the former.
      const vacuumStart = performance.now();
      await sql`vacuum (analyze)`.execute(db);
      console.log(`vacuum (analyze) as autovacuum would: ${fmt(ms(vacuumStart))} ms`);
    }
    const cases = [
      { label: 'whole year, all products', filter: { from: firstDay, to: today } },
      { label: 'whole year, sports only', filter: { from: firstDay, to: today, product: 'sports' } },
      { label: 'whole year, one merchant online', filter: { from: firstDay, to: today, merchant: MERCHANT, channel: 'online' } },
      { label: 'last 30 days', filter: { from: addDays(today, -29), to: today } },
    ];
    let worstMs = 0;
    console.log(`report over ${fmt(TICKETS)} tickets in 365 days (budget ${fmt(BUDGET_MS)} ms each):`);
    for (const c of cases) {
      const times: number[] = [];
      let body: Awaited<ReturnType<typeof buildReport>> | null = null;
      for (let i = 0; i < 3; i += 1) {
        const start = performance.now();
        body = await buildReport(db, c.filter, nowMs);
        times.push(ms(start));
      }
      const worst = Math.max(...times);
      worstMs = Math.max(worstMs, worst);
      const totals = body?.totals;
      console.log(
        `  ${c.label.padEnd(34)} best ${fmt(Math.min(...times)).padStart(5)} ms, worst ${fmt(worst).padStart(5)} ms vs ${fmt(BUDGET_MS)} ms` +
          ` — ${fmt(totals?.tickets ?? 0)} tickets, stakes ${fmt(totals?.stakes ?? 0)} ETB, GGR ${fmt(totals?.ggr ?? 0)} ETB, ${fmt(totals?.active_players ?? 0)} active players`,
      );
    }
    if (worstMs > BUDGET_MS) {
      console.error(`FAIL: a report took ${fmt(worstMs)} ms, over the ${fmt(BUDGET_MS)} ms budget`);
      process.exitCode = 1;
    } else {
      console.log(`OK: every report answered within ${fmt(BUDGET_MS)} ms (worst ${fmt(worstMs)} ms)`);
    }
  } finally {
    await handle.close();
  }
}

await main();
