// Results nobody can predict from the source: two installations of the same code (two fresh databases, the
// same fixtures) draw different results, because each keeps its own random seed (server_secrets); one
// installation draws a match's result once and keeps it (match_results); the seed is never served, never logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsSource, type ResultLookup } from '../../server/modules/tickets/results-source.ts';
import { authed, captureOutput, signUp } from './auth-helpers.ts';
import { createTestApp, getJson, NOW, useTestApp, type TestApp } from './helpers.ts';
import { simulatorOf } from './results-helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

const seedOf = async (t: TestApp): Promise<string> =>
  (await t.app.db.selectFrom('server_secrets').select('value').where('name', '=', 'results-seed').executeTakeFirstOrThrow()).value;

/** 40 matches of every sport, the same in both installations (the feed's fixtures are the code's own). */
async function fixturesOf(t: TestApp): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('matches')
    .select('id')
    .where('start_time', '>', new Date(NOW))
    .orderBy('start_time')
    .orderBy('id')
    .limit(400)
    .execute();
  return rows.filter((_, i) => i % 10 === 0).map((r) => r.id);
}

async function drawAll(t: TestApp, ids: readonly string[]): Promise<ResultLookup[]> {
  const source = simulatorOf(t.app);
  const out: ResultLookup[] = [];
  for (const id of ids) {
    out.push(await source.resultOf(await t.app.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
  }
  return out;
}

describe('two installations of the same code', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ fresh: true });
    b = await createTestApp({ fresh: true });
  });
  afterAll(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
  });

  it('each generates its own 32-byte seed at first start', async () => {
    const [seedA, seedB] = [await seedOf(a), await seedOf(b)];
    expect(seedA).toMatch(/^[0-9a-f]{64}$/);
    expect(seedB).toMatch(/^[0-9a-f]{64}$/);
    expect(seedA).not.toBe(seedB);
  });

  it('draw different results for the same fixtures', async () => {
    const ids = await fixturesOf(a);
    expect(ids).toHaveLength(40);
    expect(await fixturesOf(b)).toEqual(ids);
    const [ra, rb] = [await drawAll(a, ids), await drawAll(b, ids)];
    expect(new Set(ra.map((r) => (r === null || r === 'pending' ? r : r.kind))).size).toBeGreaterThanOrEqual(4);
    const differ = ids.filter((_, i) => JSON.stringify(ra[i]) !== JSON.stringify(rb[i])).length;
    // Identical seeds would give 0; independent ones differ on nearly every match (a football score repeats
    // about one time in ten, any other sport's far less often).
    expect(differ, `${differ} of 40 results differ`).toBeGreaterThanOrEqual(20);
  });
});

describe('one installation', () => {
  const t = useTestApp({ operatorToken: 'operator-secret-results-source' });

  it('draws a result once and keeps it: stored, the same for every later read, even after the seed is replaced', async () => {
    const m = await t.app.db
      .selectFrom('matches')
      .selectAll()
      .where('sport_id', '=', '1')
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = await simulatorOf(t.app).resultOf(m);
    expect(first).toMatchObject({ kind: 'football' });
    const row = await t.app.db.selectFrom('match_results').selectAll().where('match_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'simulator', result: first });
    expect(await simulatorOf(t.app).resultOf(m)).toEqual(first);

    // Deleting the seed changes future draws only: a new seed is generated, a stored result stays.
    const seed = await seedOf(t);
    await t.app.db.deleteFrom('server_secrets').where('name', '=', 'results-seed').execute();
    expect(await simulatorOf(t.app).resultOf(m)).toEqual(first);
    const others = await t.app.db
      .selectFrom('matches')
      .selectAll()
      .where('sport_id', '=', '1')
      .orderBy('start_time')
      .orderBy('id')
      .offset(1)
      .limit(1)
      .execute();
    await simulatorOf(t.app).resultOf(others[0]!);
    expect(await seedOf(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(await seedOf(t)).not.toBe(seed);
  });

  it('leaves a result pending under RESULTS_SOURCE=operator, and never draws one', async () => {
    const m = await t.app.db
      .selectFrom('matches')
      .selectAll()
      .where('sport_id', '=', '5')
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await resultsSource(t.app.db, 'operator').resultOf(m)).toBe('pending');
    expect(await t.app.db.selectFrom('match_results').select('match_id').where('match_id', '=', m.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('the seed is never served and never logged', () => {
  const TOKEN = 'operator-secret-seed-check';
  let t: TestApp;
  let capture: ReturnType<typeof captureOutput>;
  beforeAll(async () => {
    capture = captureOutput();
    t = await createTestApp({ operatorToken: TOKEN, env: { LOG_REQUESTS: '1' }, build: { logger: true } });
  });
  afterAll(async () => {
    await t?.app.close();
    capture?.stop();
  });

  it('appears in no answer of the public or operator endpoints, nor in any log line', async () => {
    const seed = await seedOf(t);
    const forms = [seed, seed.toUpperCase(), Buffer.from(seed, 'hex').toString('base64'), Buffer.from(seed, 'hex').toString('base64url')];
    const auth = { authorization: `Bearer ${TOKEN}` };
    const player = await signUp(t.app, '0911000071');
    const [leg] = await pickLegs(t.app, 1);
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [leg!], 5));
    expect(placed.statusCode, placed.body).toBe(201);
    const match = await t.app.db
      .selectFrom('matches')
      .select(['id', 'tournament_id', 'start_time'])
      .where('id', '=', leg!.match_id)
      .executeTakeFirstOrThrow();
    const minutes = Math.ceil((match.start_time.getTime() - NOW) / 60_000) + 121;
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      // Settlement draws this match's result with the seed.
      await t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers: auth, payload: { minutes } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/sports' }),
      await t.app.inject({ method: 'GET', url: `/api/v1/matches?tournament_id=${match.tournament_id}` }),
      await t.app.inject({ method: 'GET', url: `/api/v1/matches/${match.id}/markets` }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/.build-stamp.json' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/feed/results',
        headers: auth,
        payload: { results: [{ match_id: match.id, home_score: 1 }] },
      }),
      await t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/results', headers: auth, payload: { results: [] } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/wallets/credit',
        headers: { ...auth, 'idempotency-key': 'seed-check-1' },
        payload: { phone: '0911000071', amount: 5, reason: 'check' },
      }),
      await authed(t.app, { url: `/api/v1/tickets/${placed.json().ticket_id}`, token: player.session.id }),
      await authed(t.app, { url: `/api/v1/tickets/player/${player.user.id}`, token: player.session.id }),
      await authed(t.app, { url: '/api/v1/auth/verify', token: player.session.id }),
    ];
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[1]!.json()).toMatchObject({ graded: 1, settled: 1 });
    expect(await t.app.db.selectFrom('match_results').select('source').where('match_id', '=', match.id).executeTakeFirst()).toEqual({
      source: 'simulator',
    });
    await getJson(t.app, '/api/v1/top-sports?page_size=5');
    answers.forEach((res, i) => {
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const form of forms) {
        expect(text.includes(form), `answer ${i}`).toBe(false);
      }
    });
    const logged = capture.lines.join('');
    expect(logged).toContain('feed clock advanced');
    for (const form of forms) {
      expect(logged.includes(form)).toBe(false);
    }
  });
});
