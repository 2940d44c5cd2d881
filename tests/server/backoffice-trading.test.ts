// The trading desk's reads (issue 33): each outcome's liability is what the book pays if it happens — the net potential
// wins of the open money tickets holding it as an open pick — with their stakes; the match list puts the largest
// exposure first; a price changed through the feed endpoint shows in the next read; a search also finds last week's
// finished matches (the desk is where a result is resettled).
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './auth-helpers.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { type Leg, moneyBody, pickLegs, place } from './tickets-helpers.ts';

const t = useTestApp({ operatorToken: 'trading-token' });
let trader: TestOperator;
let legs: Leg[];
const bodies: Record<string, unknown>[] = [];

beforeAll(async () => {
  trader = await makeOperator(t.app, ['trader'], { totp: false });
  legs = await pickLegs(t.app, 2, 40);
  const { session, user } = await signUp(t.app, '+251911778899');
  for (const [picks, stake] of [
    [[legs[0]], 20],
    [[legs[0], legs[1]], 10],
  ] as const) {
    const body = moneyBody(user.id, picks as unknown as Leg[], stake);
    expect((await place(t.app, session.id, body)).statusCode).toBe(201);
    bodies.push(body);
  }
});

describe('the trading desk', () => {
  it("gives each outcome's stakes and liability, and the match's largest first", async () => {
    const [first] = legs;
    if (first === undefined) {
      throw new Error('no legs');
    }
    const res = await asOperator(t.app, trader, { url: `/api/admin/v1/trading/matches/${first.match_id}` });
    expect(res.statusCode).toBe(200);
    const { match, markets } = res.json();
    const liability = Number(bodies[0]?.['net_potential_win']) + Number(bodies[1]?.['net_potential_win']);
    expect(match).toMatchObject({ match_id: first.match_id, open_tickets: 2, stakes: 30 });
    expect(match.liability).toBeCloseTo(liability, 2);
    expect(markets[0]).toMatchObject({ market_id: first.market_id, specifier: first.specifier });
    const outcome = markets[0].outcomes.find((o: { outcome_id: string }) => o.outcome_id === first.outcome_id);
    expect(outcome).toMatchObject({ open_tickets: 2, stakes: 30, odds: first.odds });
    expect(outcome.liability).toBeCloseTo(liability, 2);
    expect(markets.at(-1).liability).toBe(0);

    const list = await asOperator(t.app, trader, { url: '/api/admin/v1/trading/matches?limit=3' });
    expect(list.json().data[0].match_id).toBe(first.match_id);
    const found = await asOperator(t.app, trader, { url: `/api/admin/v1/trading/matches?q=${encodeURIComponent(match.home_team.slice(0, 5))}` });
    expect(found.json().data.map((m: { match_id: string }) => m.match_id)).toContain(first.match_id);
  });

  it('shows a price and a suspension changed through the feed endpoint, which the audit trail records', async () => {
    const [first] = legs;
    if (first === undefined) {
      throw new Error('no legs');
    }
    const change = {
      match_id: first.match_id,
      market_id: first.market_id,
      specifier: first.specifier,
      outcome_id: first.outcome_id,
      odds: 7.77,
      status: 'suspended',
    };
    const res = await asOperator(t.app, trader, { method: 'POST', url: '/api/admin/v1/feed/odds', payload: { changes: [change] } });
    expect(res.statusCode).toBe(200);
    const detail = (await asOperator(t.app, trader, { url: `/api/admin/v1/trading/matches/${first.match_id}` })).json();
    expect(detail.markets[0].status).toBe('suspended');
    expect(detail.markets[0].outcomes.find((o: { outcome_id: string }) => o.outcome_id === first.outcome_id).odds).toBe(7.77);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('action', '=', 'odds.change')
      .where('actor_id', '=', trader.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown match and refuses support (no trading.view)', async () => {
    expect((await asOperator(t.app, trader, { url: '/api/admin/v1/trading/matches/no-such-match' })).statusCode).toBe(404);
    const support = await makeOperator(t.app, ['support'], { totp: false });
    expect((await asOperator(t.app, support, { url: '/api/admin/v1/trading/matches' })).json().code).toBe('ROLE_FORBIDDEN');
  });

  it("finds last week's finished match by a search (to resettle it), never in the plain list", async () => {
    // A match of two days ago, finished (the demo feed's catalogue starts at the clock: one is made so).
    const ended = await t.app.db
      .updateTable('matches')
      .set({ status: 'ended', start_time: new Date(t.app.now() - 2 * 86_400_000) })
      .where('id', '=', (await t.app.db.selectFrom('matches').select('id').orderBy('start_time', 'desc').executeTakeFirstOrThrow()).id)
      .returning(['id', 'home_team'])
      .executeTakeFirstOrThrow();
    const ids = async (query: string) =>
      ((await asOperator(t.app, trader, { url: `/api/admin/v1/trading/matches?limit=200${query}` })).json().data as { match_id: string }[]).map(
        (m) => m.match_id,
      );
    expect(await ids('')).not.toContain(ended.id);
    expect(await ids(`&q=${encodeURIComponent(ended.id)}`)).toEqual([ended.id]);
    expect(await ids(`&q=${encodeURIComponent(ended.home_team)}`)).toContain(ended.id);
  });
});
