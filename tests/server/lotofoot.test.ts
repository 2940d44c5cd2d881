// LotoFoot through HTTP on PGlite (issue 14): a week per variant from the feed; submitting debits the price once
// (idempotent, never overdrawing); the §5 refusals with their texts and nothing debited; the deadline; grading
// after the results (a void match counts as correct for everyone) pays exactly once.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleLotofoot } from '../../server/modules/lotofoot/grading.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { resultsSource } from '../../server/modules/tickets/results-source.ts';
import { authed, signUp } from './auth-helpers.ts';
import { signed, useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const t = useTestApp();
let phones = 0;
const player = async (app: FastifyInstance) => {
  phones += 1;
  const login = await signUp(app, `+2519${String(60_000_000 + phones * 37).padStart(8, '0')}`);
  return { userId: login.user.id, token: login.session.id };
};
type Week = { id: string; variant: string; deadline: string; matches: { match_id: string; start_time: string }[] };
const current = async (variant = 'LOTOFOOT_7'): Promise<Week> =>
  (await signed(t.app, { method: 'GET', url: `/api/v1/lotofoot/current?variant=${variant}` })).json() as Week;
const submit = (p: { userId: string; token: string }, body: Record<string, unknown>, key?: string) =>
  authed(t.app, {
    method: 'POST',
    url: '/api/v1/lotofoot/tickets',
    body,
    token: p.token,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
const ticketBody = (p: { userId: string }, week: Week, picks: string[] | string = '1', price = 10) => ({
  user_id: p.userId,
  week_id: week.id,
  variant: week.variant,
  predictions: week.matches.map((m, i) => ({ match_id: m.match_id, prediction: Array.isArray(picks) ? picks[i] : picks })),
  ticket_price: price,
});

beforeAll(async () => {
  await ensureOpenWeeks(t.app.db, t.clock.now);
});

describe('LotoFoot weeks and tickets', () => {
  it('has one open week per variant of 7, 12 and 15 football matches of distinct clubs, deadline at the first kick-off', async () => {
    for (const [variant, count] of [
      ['LOTOFOOT_7', 7],
      ['LOTOFOOT_12', 12],
      ['LOTOFOOT_15', 15],
    ] as const) {
      const week = await current(variant);
      expect(week.matches).toHaveLength(count);
      const first = Math.min(...week.matches.map((m) => Date.parse(m.start_time)));
      expect(Date.parse(week.deadline)).toBe(first);
      expect(first).toBeGreaterThan(t.clock.now);
    }
    expect((await signed(t.app, { method: 'GET', url: '/api/v1/lotofoot/current?variant=LOTOFOOT_9' })).statusCode).toBe(400);
  });

  it('refuses malformed tickets with the §5 texts and debits nothing', async () => {
    const p = await player(t.app);
    const week = await current();
    const full = ticketBody(p, week);
    const preds = full.predictions;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ predictions: preds.slice(1) }, 'LOTOFOOT_INCOMPLETE', 'All matches must have predictions before submitting'],
      [
        { predictions: [...preds.slice(1), { match_id: 'nope', prediction: '1' }] },
        'LOTOFOOT_INVALID_MATCHES',
        'Invalid match IDs in predictions: nope',
      ],
      [{ predictions: [...preds.slice(1), preds[1]] }, 'LOTOFOOT_DUPLICATE_MATCH', 'Each match can be predicted only once'],
      [{ predictions: preds.map((x) => ({ ...x, prediction: '3' })) }, 'LOTOFOOT_INCOMPLETE', 'All matches must have predictions before submitting'],
      [{ ticket_price: 0 }, 'LOTOFOOT_INVALID_PRICE', 'Ticket price must be greater than 0'],
      [{ ticket_price: -5 }, 'LOTOFOOT_INVALID_PRICE', 'Ticket price must be greater than 0'],
      [{ ticket_price: 'ten' }, 'LOTOFOOT_INVALID_PRICE', 'Ticket price must be greater than 0'],
      [{ ticket_price: 1.234 }, 'LOTOFOOT_PRICE_FORMAT', 'Please enter a valid amount greater than 0'],
      [{ ticket_price: 1000.01 }, 'LOTOFOOT_MAX_PRICE', 'Maximum ticket price is 1,000 ETB'],
      [{ variant: 'LOTOFOOT_12' }, 'LOTOFOOT_VARIANT_MISMATCH', 'This ticket is for another Loto Foot variant'],
      [{ week_id: 'no-such-week' }, 'LOTOFOOT_WEEK_NOT_FOUND', 'No current week data available'],
    ];
    for (const [patch, code, error] of cases) {
      const res = await submit(p, { ...full, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json(), JSON.stringify(patch)).toMatchObject({ code, error });
    }
    const q = await player(t.app);
    expect((await submit(p, { ...full, user_id: q.userId })).statusCode).toBe(403);
    expect(await balanceOf(t.app, p.userId)).toBe(10_000);
  });

  it('debits the price once per Idempotency-Key and never overdraws under concurrency', async () => {
    const p = await player(t.app);
    const week = await current();
    const same = await Promise.all(Array.from({ length: 10 }, () => submit(p, ticketBody(p, week, 'X', 7.5), 'same-key')));
    expect(new Set(same.map((r) => r.json().reference_id)).size).toBe(1);
    expect(same.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, p.userId)).toBe(10_000 - 750);
    const many = await Promise.all(Array.from({ length: 30 }, () => submit(p, ticketBody(p, week, '2', 10))));
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(9);
    expect(many.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(t.app, p.userId)).toBe(250);
    const list = await authed(t.app, { method: 'GET', url: `/api/v1/tickets/lotofoot?user_id=${p.userId}&limit=5`, token: p.token });
    expect(list.json()).toMatchObject({ total: 10, limit: 5, offset: 0 });
    expect(list.json().tickets[0]).toMatchObject({ status: 'PENDING', variant: 'LOTOFOOT_7', correct_predictions: null });
  });
});

describe('the deadline and grading', () => {
  it('refuses tickets after the first kick-off, opens the next week, grades and pays exactly once', async () => {
    const [a, b] = [await player(t.app), await player(t.app)];
    const week = await current();
    // The results, entered as an operator would: home wins everywhere but match 3 (a draw); match 6 is void.
    const results: string[] = week.matches.map((_, i) => (i === 2 ? 'X' : '1'));
    const allRight = await submit(a, ticketBody(a, week, results, 1));
    const fiveRight = await submit(
      b,
      ticketBody(
        b,
        week,
        results.map((r, i) => (i < 2 ? '2' : r)),
        2,
      ),
    );
    expect([allRight.statusCode, fiveRight.statusCode]).toEqual([201, 201]);
    const last = Math.max(...week.matches.map((m) => Date.parse(m.start_time)));
    t.clock.now = Date.parse(week.deadline) + 1;
    const late = await submit(a, ticketBody(a, week, results, 1));
    expect(late.json()).toMatchObject({ code: 'LOTOFOOT_DEADLINE_PASSED', error: 'The deadline for this Loto Foot week has passed' });
    await ensureOpenWeeks(t.app.db, t.clock.now);
    const next = await current();
    expect(next.id).not.toBe(week.id);
    for (const [i, m] of week.matches.entries()) {
      const score = results[i] === 'X' ? [1, 1] : [2, 0];
      await t.app.db
        .insertInto('match_results')
        .values({
          match_id: m.match_id,
          result: JSON.stringify({ kind: 'football', home: score[0], away: score[1], halfTime: { home: 0, away: 0 } }),
          source: 'operator',
        })
        .execute();
    }
    t.clock.now = last + 1;
    const source = resultsSource(t.app.db, 'operator');
    await settleLotofoot(t.app.db, t.clock.now, source);
    const graded = await t.app.db.selectFrom('lotofoot_weeks').select('status').where('id', '=', week.id).executeTakeFirstOrThrow();
    expect(graded.status).toBe('settled');
    const ticketOf = async (ref: string) => (await signed(t.app, { method: 'GET', url: `/api/v1/lotofoot/tickets/reference/${ref}` })).json();
    expect(await ticketOf(allRight.json().reference_id)).toMatchObject({ status: 'WON', correct_predictions: 7, prize_amount: 100 });
    expect(await ticketOf(fiveRight.json().reference_id)).toMatchObject({ status: 'WON', correct_predictions: 5, prize_amount: 10 });
    const balances = [await balanceOf(t.app, a.userId), await balanceOf(t.app, b.userId)];
    expect(balances).toEqual([10_000 - 100 + 10_000, 10_000 - 200 + 1_000]);
    await settleLotofoot(t.app.db, t.clock.now, source);
    expect([await balanceOf(t.app, a.userId), await balanceOf(t.app, b.userId)]).toEqual(balances);
  });

  it('a void match counts as correctly predicted for everyone', async () => {
    const p = await player(t.app);
    await ensureOpenWeeks(t.app.db, t.clock.now);
    const week = await current();
    const res = await submit(p, ticketBody(p, week, '2', 1));
    expect(res.statusCode).toBe(201);
    t.clock.now = Math.max(...week.matches.map((m) => Date.parse(m.start_time))) + 1;
    await ensureOpenWeeks(t.app.db, t.clock.now);
    // Six away wins and one void match: all seven count.
    await t.app.db.updateTable('lotofoot_week_matches').set({ result: '2' }).where('week_id', '=', week.id).execute();
    await t.app.db.updateTable('lotofoot_week_matches').set({ result: 'VOID' }).where('week_id', '=', week.id).where('position', '=', 0).execute();
    await settleLotofoot(t.app.db, t.clock.now, resultsSource(t.app.db, 'operator'));
    const ticket = (await signed(t.app, { method: 'GET', url: `/api/v1/lotofoot/tickets/reference/${res.json().reference_id}` })).json();
    expect(ticket).toMatchObject({ status: 'WON', correct_predictions: 7, prize_amount: 100 });
    expect(ticket.predictions[0]).toMatchObject({ result: 'VOID', correct: true });
  });
});
