// The risk desk (issue 33): a trader's per-ticket stake limit on a market and a win limit on a player refuse the
// tickets above them (with the limit in the text) and let the others through, whether the ticket came by the
// one-statement path or not; removing a limit lifts it; every change is audited with before and after; bad amounts,
// unknown targets and roles without trading.limits are refused; two players paying from one account are flagged;
// a LotoFoot 7 week stops taking tickets at its liability cap, however many arrive at once.
import { describe, expect, it } from 'vitest';
import { authed, signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { signed, useTestApp } from './helpers.ts';
import { depositUssd, player } from './payments-helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';

const t = useTestApp();
const LIMITS = '/api/admin/v1/risk/limits';

describe('the risk desk', () => {
  it('refuses tickets above a market stake limit or a player win limit, and lifts them when removed', async () => {
    const trader = await makeOperator(t.app, ['trader']);
    const support = await makeOperator(t.app, ['support']);
    const p = await signUp(t.app, '0911009301');
    const [leg] = await pickLegs(t.app, 1, 3);
    if (leg === undefined) throw new Error('no leg');
    const market = `${leg.match_id}/${leg.market_id}/${leg.specifier}`;
    const set = (op: typeof trader, body: Record<string, unknown>) => asOperator(t.app, op, { method: 'PUT', url: LIMITS, payload: body });

    expect((await set(support, { scope: 'market', scope_id: market, max_stake: 20, max_win: null, reason: 'x' })).statusCode).toBe(403);
    const limited = await set(trader, { scope: 'market', scope_id: market, max_stake: 20, max_win: null, reason: 'Thin lower-league market' });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data).toEqual([expect.objectContaining({ scope: 'market', scope_id: market, max_stake: 20, max_win: null })]);
    const over = await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 30));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'RISK_STAKE_LIMIT', error: 'The stake is above the maximum for this bet: 20.00 ETB' });
    expect((await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 20))).statusCode).toBe(201);

    const win = await set(trader, { scope: 'player', scope_id: p.user.id, max_stake: null, max_win: 15, reason: 'Sharp on this league' });
    expect(win.statusCode, win.body).toBe(200);
    const [other] = await pickLegs(t.app, 1, 4, 'highest', [300, 1_000]);
    if (other === undefined) throw new Error('no leg');
    expect((await place(t.app, p.session.id, moneyBody(p.user.id, [other], 10))).json().code).toBe('RISK_WIN_LIMIT');

    // Both null removes a limit: the tickets go through again (by the one-statement path).
    expect((await set(trader, { scope: 'player', scope_id: p.user.id, max_stake: null, max_win: null, reason: 'Reviewed' })).statusCode).toBe(200);
    expect((await set(trader, { scope: 'market', scope_id: market, max_stake: null, max_win: null, reason: 'Reviewed' })).json().data).toEqual([]);
    expect((await place(t.app, p.session.id, moneyBody(p.user.id, [other], 10))).statusCode).toBe(201);
    expect((await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 30))).statusCode).toBe(201);

    const entries = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'risk.limit').orderBy('seq').execute();
    expect(entries.map((e) => [e.target_id, JSON.parse(String(e.before)), JSON.parse(String(e.after))])).toEqual([
      [market, null, { max_stake_cents: 2_000, max_win_cents: null }],
      [p.user.id, null, { max_stake_cents: null, max_win_cents: 1_500 }],
      [p.user.id, { max_stake_cents: null, max_win_cents: 1_500 }, null],
      [market, { max_stake_cents: 2_000, max_win_cents: null }, null],
    ]);
    for (const bad of [
      { scope: 'match', scope_id: 'sr:match:nope', max_stake: 10, max_win: null, reason: 'x' },
      { scope: 'market', scope_id: market, max_stake: 0.5, max_win: null, reason: 'x' },
      { scope: 'market', scope_id: market, max_stake: 10.001, max_win: null, reason: 'x' },
      { scope: 'galaxy', scope_id: market, max_stake: 10, max_win: null, reason: 'x' },
      { scope: 'market', scope_id: market, max_stake: 10, max_win: null, reason: ' ' },
    ]) {
      const res = await set(trader, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(bad.scope_id === 'sr:match:nope' ? 404 : 400);
    }
  });

  it('flags players who pay through one payment account', async () => {
    const risk = await makeOperator(t.app, ['risk']);
    const [a, b] = [await player(t.app), await player(t.app)];
    expect((await depositUssd(t.app, a, 100)).statusCode).toBe(200);
    expect((await depositUssd(t.app, b, 100, 'TELEBIRR', { phone_number: a.phone })).statusCode).toBe(200);
    const flags = await asOperator(t.app, risk, { url: '/api/admin/v1/risk/flags' });
    expect(flags.statusCode, flags.body).toBe(200);
    const shared = flags
      .json()
      .data.filter((f: { kind: string; user_id: string }) => f.kind === 'shared_payment_account' && [a.userId, b.userId].includes(f.user_id));
    expect(shared).toEqual([expect.objectContaining({ related: [expect.any(String)] }), expect.objectContaining({ related: [expect.any(String)] })]);
    expect(new Set(shared.flatMap((f: { user_id: string; related: string[] }) => [f.user_id, ...f.related]))).toEqual(new Set([a.userId, b.userId]));
    expect((await asOperator(t.app, await makeOperator(t.app, ['support']), { url: '/api/admin/v1/risk/flags' })).statusCode).toBe(403);
  });

  it('stops a LotoFoot 7 week at its liability cap, even under 8 tickets at once', async () => {
    const trader = await makeOperator(t.app, ['trader']);
    await ensureOpenWeeks(t.app.db, t.clock.now);
    const week = (await signed(t.app, { method: 'GET', url: '/api/v1/lotofoot/current?variant=LOTOFOOT_7' })).json() as {
      id: string;
      variant: string;
      matches: { match_id: string }[];
    };
    const desk = async () =>
      (await asOperator(t.app, trader, { url: '/api/admin/v1/lotofoot/weeks' })).json().data.find((w: { id: string }) => w.id === week.id);
    const taken = (await desk()).stakes as number;
    // Room for exactly 3 more 10 ETB tickets: a perfect LF7 ticket pays 100× its price.
    const cap = (taken + 30) * 100;
    const set = await asOperator(t.app, trader, {
      method: 'PUT',
      url: '/api/admin/v1/lotofoot/caps',
      payload: { variant: 'LOTOFOOT_7', cap, reason: 'Quiet week' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(t.app, `09110095${String(i).padStart(2, '0')}`)));
    const answers = await Promise.all(
      players.map((p) =>
        authed(t.app, {
          method: 'POST',
          url: '/api/v1/lotofoot/tickets',
          token: p.session.id,
          body: {
            user_id: p.user.id,
            week_id: week.id,
            variant: week.variant,
            predictions: week.matches.map((m) => ({ match_id: m.match_id, prediction: '1' })),
            ticket_price: 10,
          },
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 201 || a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'LOTOFOOT_WEEK_FULL')).toHaveLength(5);
    expect(await desk()).toMatchObject({ stakes: taken + 30, liability: (taken + 30) * 100, cap });
    const bad = await asOperator(t.app, trader, {
      method: 'PUT',
      url: '/api/admin/v1/lotofoot/caps',
      payload: { variant: 'LOTOFOOT_12', cap: 10, reason: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
