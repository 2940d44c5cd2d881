// The risk desk (issue 33): a trader's per-ticket stake limit on a market and a win limit on a player refuse the
// tickets above them (with the limit in the text) and let the others through, whether the ticket came by the
// one-statement path or not; removing a limit lifts it; every change is audited with before and after; bad amounts,
// unknown targets and roles without trading.limits are refused; two players paying from one account are flagged, and
// so are players signing in on one device (X-Device-ID, kept only as a keyed hash; a malformed one is ignored) and a
// player backing both sides of 1X2 markets again and again (arbitrage); a LotoFoot 7 week stops taking tickets at its
// liability cap, however many arrive at once.
import { describe, expect, it } from 'vitest';
import { authed, PASSWORD, signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { MERCHANT_ID, NOW, signed, useTestApp } from './helpers.ts';
import { depositUssd, player } from './payments-helpers.ts';
import { type Leg, moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { ARBITRAGE_MIN_MARKETS } from '../../server/modules/backoffice/risk-flags.ts';

const t = useTestApp();
const LIMITS = '/api/admin/v1/risk/limits';
const FLAGS = '/api/admin/v1/risk/flags';

/** A login from a client that tells its device (X-Device-ID) and browser. */
const loginOn = (phone: string, headers: Record<string, string>) =>
  authed(t.app, { method: 'POST', url: '/api/v1/auth/login', body: { phone, password: PASSWORD, merchant_id: MERCHANT_ID }, headers });

/** Both sides of the 1X2 market ('1' home, '3' away) of `count` later matches, from the `skip`th on. */
async function bothSides(count: number, skip: number): Promise<[Leg, Leg][]> {
  const legs = await t.app.db
    .selectFrom('outcomes as o')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds_hundredths'])
    .where('o.market_id', '=', '1')
    .where('o.specifier', '=', '')
    .where('o.outcome_id', 'in', ['1', '3'])
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', new Date(NOW + 3_600_000))
    .orderBy('m.start_time')
    .orderBy('m.id')
    .orderBy('o.outcome_id')
    .execute();
  const byMatch = new Map<string, Leg[]>();
  for (const o of legs) {
    const leg = { match_id: o.match_id, market_id: o.market_id, specifier: o.specifier, outcome_id: o.outcome_id, odds: o.odds_hundredths / 100 };
    byMatch.set(o.match_id, [...(byMatch.get(o.match_id) ?? []), leg]);
  }
  const pairs = [...byMatch.values()].filter((l): l is [Leg, Leg] => l.length === 2);
  return pairs.slice(skip, skip + count);
}

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

  it('flags players who signed in on one device, each with the other as related; keeps only a keyed hash of the id', async () => {
    const [risk, support] = [await makeOperator(t.app, ['risk']), await makeOperator(t.app, ['support'])];
    const [a, b, c] = [await signUp(t.app, '0911009311'), await signUp(t.app, '0911009312'), await signUp(t.app, '0911009313')];
    const device = 'dev_0123456789-ABCDEFabcdef';
    const agent = `Mozilla/5.0 (Linux; Android 14) ${'x'.repeat(300)}`;
    for (const p of [a, b]) {
      expect((await loginOn(p.user.phone, { 'x-device-id': device, 'user-agent': agent })).statusCode).toBe(200);
    }
    // Malformed ids (too short, too long, a character outside base64url) are ignored, never refused; none is no device.
    for (const bad of ['short-id', 'x'.repeat(65), 'dev_0123456789+ABCDEFabcdef', '']) {
      const res = await loginOn(c.user.phone, { 'x-device-id': bad });
      expect(res.statusCode, bad).toBe(200);
    }
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', 'in', [a.user.id, b.user.id, c.user.id]).execute();
    const onDevice = rows.filter((r) => r.device_hash !== null);
    expect(onDevice.map((r) => r.user_id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(new Set(onDevice.map((r) => r.device_hash)).size).toBe(1);
    expect(onDevice[0]?.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(onDevice[0]?.user_agent).toBe(agent.slice(0, 200));
    // The raw id is nowhere in a session row (nor any part of it that could be replayed).
    for (const r of rows) {
      expect(JSON.stringify(r)).not.toContain(device);
      expect(JSON.stringify(r)).not.toContain(device.slice(4, 20));
    }
    expect(rows.filter((r) => r.user_id === c.user.id).every((r) => r.device_hash === null)).toBe(true);

    // A session opened without a device learns it at its first refresh that tells it, and keeps the first one told.
    const late = await signUp(t.app, '0911009314');
    for (const id of [device, 'another-device-0123456789']) {
      const res = await authed(t.app, { url: '/api/v1/auth/verify', token: late.session.id, headers: { 'x-device-id': id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refreshed = await t.app.db.selectFrom('sessions').select('device_hash').where('user_id', '=', late.user.id).executeTakeFirstOrThrow();
    expect(refreshed.device_hash).toBe(onDevice[0]?.device_hash);

    t.clock.now += 61_000; // past the flags' one-minute cache
    const res = await asOperator(t.app, risk, { url: '/api/admin/v1/risk/flags' });
    expect(res.statusCode, res.body).toBe(200);
    const shared = (res.json().data as { kind: string; user_id: string; related: string[]; detail: string; phone: string }[]).filter(
      (f) => f.kind === 'shared_device',
    );
    expect(shared.map((f) => [f.user_id, f.related.sort()]).sort()).toEqual(
      [
        [a.user.id, [b.user.id, late.user.id].sort()],
        [b.user.id, [a.user.id, late.user.id].sort()],
        [late.user.id, [a.user.id, b.user.id].sort()],
      ].sort(),
    );
    expect(shared.find((f) => f.user_id === a.user.id)).toMatchObject({
      phone: a.user.phone,
      detail: 'Signed in on a device 2 other player(s) also used',
    });

    // The players desk shows each session's user agent and a short device tag.
    const profile = await asOperator(t.app, support, { url: `/api/admin/v1/players/${a.user.id}` });
    expect(profile.statusCode, profile.body).toBe(200);
    const sessions = profile.json().sessions as { user_agent: string | null; device: string | null }[];
    expect(sessions).toContainEqual(expect.objectContaining({ user_agent: agent.slice(0, 200), device: onDevice[0]?.device_hash?.slice(0, 8) }));
    expect(sessions).toContainEqual(expect.objectContaining({ device: null }));
  });

  it(`flags a player who backed two outcomes of one market in ${ARBITRAGE_MIN_MARKETS} markets in 30 days`, async () => {
    const risk = await makeOperator(t.app, ['risk']);
    const [p, q] = [await signUp(t.app, '0911009321'), await signUp(t.app, '0911009322')];
    const markets = await bothSides(ARBITRAGE_MIN_MARKETS, 20);
    expect(markets).toHaveLength(ARBITRAGE_MIN_MARKETS);
    for (const [home, away] of markets) {
      for (const leg of [home, away]) expect((await place(t.app, p.session.id, moneyBody(p.user.id, [leg], 5))).statusCode).toBe(201);
    }
    // One market fewer is a hedge, not a pattern.
    for (const [home, away] of markets.slice(1)) {
      for (const leg of [home, away]) expect((await place(t.app, q.session.id, moneyBody(q.user.id, [leg], 5))).statusCode).toBe(201);
    }
    t.clock.now += 61_000;
    const res = await asOperator(t.app, risk, { url: FLAGS });
    expect(res.statusCode, res.body).toBe(200);
    const flagged = (res.json().data as { kind: string; user_id: string }[]).filter((f) => f.kind === 'arbitrage');
    // A trader reads the same; roles without risk.view and a player's session are refused.
    expect((await asOperator(t.app, await makeOperator(t.app, ['trader']), { url: FLAGS })).json().data).toEqual(res.json().data);
    for (const role of ['admin', 'finance', 'support', 'marketing', 'shop_manager'] as const) {
      const refused = await asOperator(t.app, await makeOperator(t.app, [role]), { url: FLAGS });
      expect([refused.statusCode, refused.json()], role).toEqual([403, { code: 'ROLE_FORBIDDEN', error: 'Your role does not allow this action' }]);
    }
    const asPlayer = await authed(t.app, { url: FLAGS, token: p.session.id });
    expect([asPlayer.statusCode, asPlayer.json()]).toEqual([401, { code: 'UNAUTHORIZED', error: 'Operator authentication required' }]);
    expect(flagged).toEqual([
      {
        user_id: p.user.id,
        phone: p.user.phone,
        kind: 'arbitrage',
        detail: `Backed several outcomes of the same market in ${ARBITRAGE_MIN_MARKETS} markets in 30 days`,
        related: [],
      },
    ]);
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
