// Per-merchant payment limits and the reconciliation job's runs (issue 33, the payments desk). payment_limits holds a
// method's own minimum and maximum for one merchant and flow (method: the catalogue id, e.g. santimpay-telebirr); no
// row means today's defaults (domain/payments/methods.ts), so an empty table changes nothing. Amounts are integer
// cents, at least 1 ETB and min ≤ max (the gateway's own maximum is the server's check). payment_reconciliation_runs
// records each comparison with the gateways (the job's and an operator's), so the desk can say when it last ran.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payment_limits (
    merchant_id text not null,
    flow text not null check (flow in ('deposit', 'withdrawal')),
    method text not null,
    min_cents bigint not null check (min_cents >= 100),
    max_cents bigint not null,
    updated_at timestamptz not null,
    primary key (merchant_id, flow, method),
    check (min_cents <= max_cents)
  )`.execute(db);
  await sql`create table payment_reconciliation_runs (
    id bigserial primary key,
    started_at timestamptz not null,
    finished_at timestamptz not null,
    days int not null,
    checked int not null,
    found int not null,
    source text not null check (source in ('job', 'operator')),
    by_name text
  )`.execute(db);
  await sql`create index payment_discrepancies_found_idx on payment_discrepancies (found_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_discrepancies_found_idx`.execute(db);
  await sql`drop table payment_reconciliation_runs`.execute(db);
  await sql`drop table payment_limits`.execute(db);
}
