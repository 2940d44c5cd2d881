// Bets are checked where they are stored (money and cashier tickets), on a real PostgreSQL (TEST_DATABASE_URL of a role that may create
// databases; skipped otherwise). Placements race operator price moves and suspensions and the feed job; a
// test-only log numbers, from one sequence, every committed price change, market state change and ticket leg
// (row triggers: a change takes its number once it holds the row; a leg once its ticket's checks are done).
// Replaying the log in that order, every accepted leg must carry the price, on an active market, that the
// last earlier change left: no ticket commits on a state a change committed before it replaced.
// A BEFORE INSERT trigger on tickets sleeps 30 ms, as a loaded database would, so the window between a
// check and the insert that follows it is wide enough for a change to land in it when nothing prevents that.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { mulberry32 } from '../../server/modules/catalog/feed/rng.ts';
import { runOddsFeed } from '../../server/modules/odds/job.ts';
import { signUp } from './auth-helpers.ts';
import { NOW, signRequest } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { moneyBody, pickLegs, place, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-race-pg';
const ROUNDS = 24;
const PER_ROUND = 8;

let app: FastifyInstance;
let probe: pg.Pool;
let player: { id: string; token: string };
let legs: Leg[];

const TRIGGERS = `
  create sequence race_seq;
  create table race_log (seq bigint primary key, kind text not null, match_id text, market_id text, specifier text,
    outcome_id text, odds integer, status text, ticket_id text);
  create function race_price() returns trigger language plpgsql as $$ begin
    insert into race_log values (nextval('race_seq'), 'price', new.match_id, new.market_id, new.specifier, new.outcome_id, new.odds_hundredths, null, null);
    return new; end $$;
  create trigger race_price after update on outcomes for each row
    when (old.odds_hundredths is distinct from new.odds_hundredths) execute function race_price();
  create function race_status() returns trigger language plpgsql as $$ begin
    insert into race_log values (nextval('race_seq'), 'status', new.match_id, new.market_id, new.specifier, null, null, new.status, null);
    return new; end $$;
  create trigger race_status after update on markets for each row
    when (old.status is distinct from new.status) execute function race_status();
  create function race_leg() returns trigger language plpgsql as $$ begin
    insert into race_log values (nextval('race_seq'), 'leg', new.match_id, new.market_id, new.specifier, new.outcome_id, new.odds_hundredths, null, new.ticket_id);
    return new; end $$;
  create trigger race_leg after insert on ticket_selections for each row execute function race_leg();
  create function race_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.03); return new; end $$;
  create trigger race_slow before insert on tickets for each row execute function race_slow();
`;

const mKey = (r: { match_id: string; market_id: string; specifier: string }): string => `${r.match_id}|${r.market_id}|${r.specifier}`;
const oKey = (r: { match_id: string; market_id: string; specifier: string; outcome_id: string }): string => `${mKey(r)}|${r.outcome_id}`;

async function operator(changes: unknown[]): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/admin/v1/feed/odds', headers: { authorization: `Bearer ${TOKEN}` }, payload: { changes } });
}

/** The legs as a client sees them now: their stored prices. */
async function current(which: readonly Leg[]): Promise<Leg[]> {
  const { rows } = await probe.query<{ match_id: string; market_id: string; specifier: string; outcome_id: string; odds_hundredths: number }>(
    'select match_id, market_id, specifier, outcome_id, odds_hundredths from outcomes where match_id = any($1)',
    [which.map((l) => l.match_id)],
  );
  return which.map((l) => ({ ...l, odds: (rows.find((r) => oKey(r) === oKey(l))?.odds_hundredths ?? 0) / 100 }));
}

let cashiers = 0;
/** An anonymous cashier ticket, each from its own address (the per-address limit is not what is tested here). */
function cashier(which: Leg[]): Promise<LightMyRequestResponse> {
  const { user_id: _none, ...body } = moneyBody('', which, 1);
  cashiers += 1;
  const request = signRequest(app, { method: 'POST', url: '/api/v1/tickets/cashier/anonymous', body, timestamp: NOW - 200_000 - cashiers });
  return app.inject({ ...request, remoteAddress: `10.1.${cashiers >> 8}.${cashiers & 255}` });
}

const up = (odds: number, hundredths: number): number => (Math.round(odds * 100) + hundredths) / 100;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(ADMIN_URL === undefined)('placements racing price moves and suspensions on PostgreSQL', () => {
  const { apps, scratch } = usePgApps('birrbet_race', { env: { OPERATOR_TOKEN: TOKEN, OPERATOR_CREDIT_MAX: '100000' } });
  beforeAll(async () => {
    app = apps[0]!;
    await ensureCatalog(app.db, NOW);
    const p = await signUp(app, '0911300001');
    player = { id: p.user.id, token: p.session.id };
    const credit = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { phone: '0911300001', amount: 100_000, reason: 'race test' },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    legs = await pickLegs(app, 3, 0, 'first', [150, 400]);
    probe = new pg.Pool({ connectionString: scratch.url(), max: 2 });
    await probe.query(TRIGGERS);
  }, 120_000);
  // Before usePgApps's afterAll (vitest runs them in reverse): the scratch database is dropped once no pool holds it.
  afterAll(async () => {
    await probe?.end();
  });

  it('accepts no ticket on a price or a market state that a change committed before it replaced', async () => {
    const initial = await probe.query<{
      match_id: string;
      market_id: string;
      specifier: string;
      outcome_id: string;
      odds_hundredths: number;
      status: string;
    }>(
      `select o.match_id, o.market_id, o.specifier, o.outcome_id, o.odds_hundredths, k.status from outcomes o
       join markets k using (match_id, market_id, specifier) where o.match_id = any($1)`,
      [legs.map((l) => l.match_id)],
    );
    const statuses = new Set<number>();
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const seen = await current(legs);
      const [a, b, c] = seen as [Leg, Leg, Leg];
      // Singles on each leg and doubles with their legs in reverse key order (the check locks in key order).
      const bodies = Array.from({ length: PER_ROUND }, (_, i) => moneyBody(player.id, i % 3 === 0 ? [a] : i % 3 === 1 ? [c, b] : [b, a], 1));
      const placing = [...bodies.map((body) => place(app, player.token, body)), cashier([b]), cashier([a, c])];
      const step = round % 3;
      const change = pause(round % 5).then(() =>
        operator(
          step === 0
            ? [
                { ...a, odds: up(a.odds, 7) },
                { ...c, odds: up(c.odds, 3) },
              ]
            : step === 1
              ? [
                  { ...b, status: 'suspended' },
                  { ...a, status: 'suspended' },
                ]
              : [
                  { ...a, status: 'active', odds: up(a.odds, 2) },
                  { ...b, status: 'active' },
                ],
        ),
      );
      const feed = pause(round % 3).then(() => runOddsFeed(app.db, { nowMs: NOW, rand: mulberry32(round), matchesPerRun: 40 }));
      const [answers, changed] = await Promise.all([Promise.all(placing), change, feed]);
      expect(changed.statusCode, changed.body).toBe(200);
      for (const res of answers) {
        statuses.add(res.statusCode);
        if (res.statusCode === 201) {
          accepted += 1;
        } else {
          refused += 1;
          expect(res.json().code, res.body).toMatch(/^(ODDS_CHANGED|MARKET_NOT_ACTIVE)$/);
        }
      }
    }
    // The race happened both ways: some tickets got in before a change, some were refused after one.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect([...statuses].filter((s) => s >= 500)).toEqual([]);

    const price = new Map(initial.rows.map((r) => [oKey(r), r.odds_hundredths]));
    const state = new Map(initial.rows.map((r) => [mKey(r), r.status]));
    const { rows: log } = await probe.query<{
      seq: string;
      kind: string;
      match_id: string;
      market_id: string;
      specifier: string;
      outcome_id: string;
      odds: number;
      status: string;
      ticket_id: string;
    }>('select * from race_log order by seq');
    const stale: string[] = [];
    let checkedLegs = 0;
    for (const row of log) {
      if (row.kind === 'price') {
        price.set(oKey(row), row.odds);
      } else if (row.kind === 'status') {
        state.set(mKey(row), row.status);
      } else if (price.has(oKey(row))) {
        checkedLegs += 1;
        if (price.get(oKey(row)) !== row.odds || state.get(mKey(row)) !== 'active') {
          stale.push(`ticket ${row.ticket_id} leg ${oKey(row)} at ${row.odds}: stored ${price.get(oKey(row))}, market ${state.get(mKey(row))}`);
        }
      }
    }
    expect(checkedLegs).toBeGreaterThanOrEqual(accepted);
    expect(stale).toEqual([]);
  }, 180_000);
});
