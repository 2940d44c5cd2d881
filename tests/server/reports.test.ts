// Reports (issue 33): the figures of a range of business days, by day and product — stakes and payouts from the
// ledger, VAT and income tax and bonus from the tickets, deposits by method, new and active players — read the same
// before and after the nightly roll-up keeps a day as aggregates; active players count each player once over the
// range; finance may read them and support may not; bad ranges are 400s; the CSV has a line per day and the totals;
// concurrent roll-ups keep each day once.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { rollClosedDays } from '../../server/modules/reports/rollup.ts';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { signUp } from './auth-helpers.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

const t = useTestApp();
// The pinned clock is 2026-11-21 09:00 UTC: business day 2026-11-21 (EAT). Records are dated by moving them.
const [DAY_A, DAY_B, TODAY] = ['2026-11-19', '2026-11-20', '2026-11-21'];
const noon = (day: string) => new Date(`${day}T09:00:00Z`);

/** Dates a ticket's placement (its row and its stake posting) and, when settled, its settlement and payout. */
async function dateTicket(id: string, placed: string, settled?: string): Promise<void> {
  const db = t.app.db;
  const ref = (await db.selectFrom('tickets').select('reference_id').where('id', '=', id).executeTakeFirstOrThrow()).reference_id;
  await sql`update tickets set created_at = ${noon(placed)} where id = ${id}`.execute(db);
  const move = (kind: string, day: string) =>
    sql`update ledger_postings set created_at = ${noon(day)} where transaction_id in
      (select id from ledger_transactions where kind = ${kind} and reason like ${`%${ref}%`})`.execute(db);
  await move('stake', placed);
  if (settled !== undefined) {
    await db
      .updateTable('tickets')
      .set({ settled_at: noon(settled) })
      .where('id', '=', id)
      .execute();
    await move('payout', settled);
  }
}

async function report(op: TestOperator, query: string) {
  return asOperator(t.app, op, { url: `/api/admin/v1/reports?${query}` });
}

describe('reports', () => {
  it('adds up a won ticket, an open one and the players, and reads the same once the closed days are rolled up', async () => {
    const finance = await makeOperator(t.app, ['finance']);
    const [p1, p2] = [await signUp(t.app, '0911009101'), await signUp(t.app, '0911009102')];
    const legs = await pickLegs(t.app, 3, 0, 'highest', [300, 1_000]);
    const won = await place(t.app, p1.session.id, moneyBody(p1.user.id, legs, 40));
    expect(won.statusCode, won.body).toBe(201);
    const wonId = (await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p1.user.id).executeTakeFirstOrThrow()).id;
    await t.app.db.updateTable('ticket_selections').set({ status: 'WON' }).where('ticket_id', '=', wonId).execute();
    expect(await settleOne(t.app.db, wonId, t.app.now())).toBe(true);
    await dateTicket(wonId, DAY_A, DAY_B);
    const open = await place(t.app, p2.session.id, moneyBody(p2.user.id, legs.slice(0, 1), 10));
    expect(open.statusCode, open.body).toBe(201);
    const openId = (await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p2.user.id).executeTakeFirstOrThrow()).id;
    await dateTicket(openId, TODAY);
    const rows = await t.app.db.selectFrom('tickets').selectAll().where('id', 'in', [wonId, openId]).execute();
    const w = rows.find((r) => r.id === wonId);
    const o = rows.find((r) => r.id === openId);
    if (w === undefined || o === undefined) throw new Error('tickets missing');
    expect(Number(w.settled_tax_cents)).toBe(Number(w.winnings_tax_cents));

    const query = `from=${DAY_A}&to=${TODAY}&product=sports`;
    const before = await report(finance, query);
    expect(before.statusCode, before.body).toBe(200);
    const body = before.json();
    expect(body.totals).toMatchObject({
      tickets: 2,
      stakes: 50,
      payouts: fromCents(Number(w.win_cents)),
      ggr: fromCents(5_000 - Number(w.win_cents)),
      vat: fromCents(Number(w.stake_tax_cents) + Number(o.stake_tax_cents)),
      income_tax: fromCents(Number(w.winnings_tax_cents)),
      bonus: fromCents(Number(w.bonus_cents)),
      active_players: 2,
    });
    expect(
      body.days.map((d: { day: string; stakes: number; payouts: number; active_players: number }) => [d.day, d.stakes, d.payouts, d.active_players]),
    ).toEqual([
      [DAY_A, 40, 0, 1],
      [DAY_B, 0, fromCents(Number(w.win_cents)), 0],
      [TODAY, 10, 0, 1],
    ]);
    expect(body.products).toEqual([expect.objectContaining({ product: 'sports', channel: 'online', tickets: 2, stakes: 50 })]);

    // The nightly job keeps the 19th and 20th (and the backlog before them) as aggregates; today stays live.
    while ((await rollClosedDays(t.app.db, t.app.now(), 50)) > 0);
    const after = (await report(finance, query)).json();
    expect(after.rolled_through).toBe(DAY_B);
    expect({ ...after, rolled_through: null }).toEqual({ ...body, rolled_through: null });
    // A range of the closed days only counts a player who staked on both of two days once.
    expect((await report(finance, `from=${DAY_A}&to=${DAY_B}`)).json().totals.active_players).toBe(1);
    // The shop has no such tickets and anonymous players; casino has nothing in these days.
    expect((await report(finance, `${query}&channel=shop`)).json().totals).toMatchObject({ stakes: 0, active_players: null });
    expect((await report(finance, `from=${DAY_A}&to=${TODAY}&product=casino`)).json().totals).toMatchObject({ stakes: 0, margin: null });

    const csv = await asOperator(t.app, finance, { url: `/api/admin/v1/reports/export.csv?${query}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,tickets,stakes,payouts,ggr,margin,vat,income_tax,bonus,active_players,new_players,deposits,withdrawals');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([DAY_A, DAY_B, TODAY, `${DAY_A}..${TODAY}`]);
  });

  it('refuses roles without reports.view, ranges backwards or too long, and dates that do not exist', async () => {
    const support = await makeOperator(t.app, ['support']);
    const marketing = await makeOperator(t.app, ['marketing']);
    expect((await report(support, `from=${DAY_A}&to=${TODAY}`)).json().code).toBe('ROLE_FORBIDDEN');
    for (const bad of [
      `from=${TODAY}&to=${DAY_A}`,
      'from=2023-01-01&to=2026-11-21',
      'from=2026-02-30&to=2026-03-01',
      `from=${DAY_A}`,
      'from=x%00&to=y',
    ]) {
      const res = await report(marketing, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps each day once when several instances roll up at the same time', async () => {
    await Promise.all(Array.from({ length: 5 }, () => rollClosedDays(t.app.db, t.app.now() + 86_400_000, 50)));
    const dupes = await sql<{
      n: string;
    }>`select count(*)::text as n from (select day from report_counts group by day, merchant_id, metric, key having count(*) > 1) x`.execute(
      t.app.db,
    );
    expect(dupes.rows[0]?.n).toBe('0');
    const through = await sql<{ day: string }>`select to_char(rolled_through, 'YYYY-MM-DD') as day from report_rollup`.execute(t.app.db);
    expect(through.rows).toEqual([{ day: TODAY }]);
  });
});
