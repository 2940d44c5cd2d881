// GET /metrics (issue 33): Prometheus text for the operator token with metrics.read (the 'machine' role) only — never
// a person's session, never without credentials — with health figures and today's business figures that follow
// the ledger (a stake placed moves the sports stake flow and the open liability).
import { describe, expect, it } from 'vitest';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { signUp } from './auth-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { houseGamesAccount } from '../../server/modules/games/wallet/core.ts';
import { ledgerTransaction, playerAccountId } from '../../server/modules/wallet/ledger.ts';

const t = useTestApp({ operatorToken: 'metrics-token' });
const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token' } });
const value = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('answers Prometheus text to the machine token, and 401/403 to anyone else', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const series of ['birrbet_database_up', 'birrbet_leader', 'birrbet_sockets_open', 'birrbet_approvals_pending', 'birrbet_open_tickets']) {
      expect(value(res.body, series), series).not.toBeNaN();
    }
    expect(value(res.body, 'birrbet_database_up')).toBe(1);
    expect(value(res.body, 'birrbet_database_latency_seconds')).toBeGreaterThan(0);
    expect(res.body).toContain('birrbet_gateway_live{gateway="santimpay"} 0');
    expect(res.body).toContain('birrbet_process_resident_memory_bytes');
    expect((await scrape()).body).toMatch(/birrbet_http_responses_total\{method="GET",status="2xx"\} \d+/);

    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const admin = await makeOperator(t.app, ['admin']);
    const person = await asOperator(t.app, admin, { url: '/metrics' });
    expect(person.statusCode).toBe(403);
  });

  it("follows the ledger: a 10 ETB single moves today's sports stakes, the open tickets and the liability", async () => {
    const before = (await scrape()).body;
    const { session, user } = await signUp(t.app, '+251911445566');
    const [leg] = await pickLegs(t.app, 1);
    const body = moneyBody(user.id, leg === undefined ? [] : [leg], 10);
    expect((await place(t.app, session.id, body)).statusCode).toBe(201);
    // Business figures are read at most every 15 s.
    t.clock.now += 16_000;
    const after = (await scrape()).body;
    const stakes = 'birrbet_player_flow_today_etb{product="sports",flow="stake"}';
    expect(value(after, stakes) - (Number.isNaN(value(before, stakes)) ? 0 : value(before, stakes))).toBeCloseTo(10, 2);
    expect(value(after, 'birrbet_open_tickets') - value(before, 'birrbet_open_tickets')).toBe(1);
    expect(value(after, 'birrbet_open_liability_etb') - value(before, 'birrbet_open_liability_etb')).toBeCloseTo(
      Number(body['net_potential_win']),
      2,
    );
    expect(value(after, 'birrbet_active_players_today')).toBeGreaterThanOrEqual(1);
  });

  it('counts a game stake as casino or virtual by its provider, as the reports do', async () => {
    const before = (await scrape()).body;
    const { user } = await signUp(t.app, '+251911445567');
    // The seamless wallet's stake as it posts one: keyed by provider (house: a casino game; 632: Golden Race, virtual).
    for (const [provider, cents] of [
      ['house', 300],
      ['632', 200],
    ] as const) {
      await ledgerTransaction(t.app.db, ({ post }) =>
        post({
          idempotencyKey: `game:${provider}:metrics-test-${provider}`,
          kind: 'game_bet',
          reason: 'metrics test stake',
          postings: [
            { accountId: playerAccountId(user.id), amountCents: -cents },
            { accountId: houseGamesAccount(provider), amountCents: cents },
          ],
        }),
      );
    }
    t.clock.now += 16_000;
    const after = (await scrape()).body;
    const moved = (product: string) => {
      const series = `birrbet_player_flow_today_etb{product="${product}",flow="stake"}`;
      return value(after, series) - (Number.isNaN(value(before, series)) ? 0 : value(before, series));
    };
    expect(moved('casino')).toBeCloseTo(3, 2);
    expect(moved('virtual')).toBeCloseTo(2, 2);
    expect(after).not.toContain('product="games"');
  });
});
