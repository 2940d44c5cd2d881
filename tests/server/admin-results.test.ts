// POST /api/admin/v1/feed/results through HTTP on a real PGlite: the operator guard; a valid result settles a
// ticket on that match at once (before the simulator would); every sport's shape; all or nothing (an invalid
// or unknown entry stores none of its batch); a stored result is final (same again: unchanged, different:
// 409); bad input (NUL, huge or fractional numbers, wrong shapes) is a 400; RESULTS_SOURCE=operator never draws.
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { authed, signUp } from './auth-helpers.ts';
import { NOW, useTestApp, type TestApp } from './helpers.ts';
import { resultOfMatch } from './results-helpers.ts';
import { balanceOf, moneyBody, place, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-results';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = useTestApp({ operatorToken: TOKEN });

const enter = (app: TestApp['app'], payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/feed/results', headers, payload: payload as object });
const advance = (app: TestApp['app'], minutes: number) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers: auth, payload: { minutes } });

const storedOf = async (app: TestApp['app'], ids: string[]) =>
  app.db.selectFrom('match_results').select(['match_id', 'result', 'source']).where('match_id', 'in', ids).execute();

/** The first match of `sport` kicking off after NOW + 1 h, and a single on its home 1X2/winner outcome. */
async function homeSingle(app: TestApp['app'], sport: string, market: string): Promise<{ leg: Leg; start: number }> {
  const m = await app.db
    .selectFrom('matches')
    .select(['id', 'start_time'])
    .where('sport_id', '=', sport)
    .where('start_time', '>', new Date(NOW + 3_600_000))
    .orderBy('start_time')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const o = await app.db
    .selectFrom('outcomes')
    .select('odds_hundredths')
    .where('match_id', '=', m.id)
    .where('market_id', '=', market)
    .where('specifier', '=', '')
    .where('outcome_id', '=', '1')
    .executeTakeFirstOrThrow();
  return {
    leg: { match_id: m.id, market_id: market, specifier: '', outcome_id: '1', odds: fromCents(o.odds_hundredths) },
    start: m.start_time.getTime(),
  };
}

/** Ids of matches of `sport` that have kicked off (after the feed moved), oldest first. */
const kickedOff = async (sport: string, count: number): Promise<string[]> =>
  (
    await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('sport_id', '=', sport)
      .where('start_time', '<=', new Date(NOW))
      .orderBy('start_time')
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((r) => r.id);

describe('POST /api/admin/v1/feed/results', () => {
  it('needs the operator token', async () => {
    expect((await enter(t.app, { results: [] }, {})).statusCode).toBe(401);
    expect((await enter(t.app, { results: [] }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('settles a ticket on the match as soon as its result is entered after kick-off', async () => {
    const player = await signUp(t.app, '0911000081');
    const { leg, start } = await homeSingle(t.app, '1', '1');
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const netWin = Math.round(placed.json().ticket.net_potential_win * 100);
    const before = await balanceOf(t.app, player.user.id);

    // Kicked off a minute ago: nothing is due yet, and the result is refused before kick-off.
    const early = await enter(t.app, { results: [{ match_id: leg.match_id, home_score: 2, away_score: 0, ht_home_score: 1, ht_away_score: 0 }] });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: `results[0].match_id: match ${leg.match_id} has not kicked off yet`, code: 'VALIDATION_FAILED' });
    expect((await advance(t.app, Math.ceil((start - NOW) / 60_000) + 1)).json()).toMatchObject({ graded: 0, settled: 0 });

    const res = await enter(t.app, {
      results: [{ match_id: leg.match_id, sport_id: '1', home_score: 2, away_score: 0, ht_home_score: 1, ht_away_score: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, stored: 1, unchanged: 0, graded: 1, settled: 1 });
    expect(await storedOf(t.app, [leg.match_id])).toEqual([
      { match_id: leg.match_id, source: 'operator', result: { kind: 'football', home: 2, away: 0, halfTime: { home: 1, away: 0 } } },
    ]);
    expect(await balanceOf(t.app, player.user.id)).toBe(before + netWin);
    const read = await authed(t.app, { url: `/api/v1/tickets/${placed.json().ticket_id}`, token: player.session.id });
    expect(read.json()).toMatchObject({ bet_status: 'WON', selections: [{ SettlementStatus: 'WON' }] });

    // The same result again changes nothing; a different one is refused and the stored one stays.
    const again = await enter(t.app, { results: [{ match_id: leg.match_id, home_score: 2, away_score: 0, ht_home_score: 1, ht_away_score: 0 }] });
    expect(again.json()).toEqual({ success: true, stored: 0, unchanged: 1, graded: 0, settled: 0 });
    const other = await enter(t.app, { results: [{ match_id: leg.match_id, home_score: 0, away_score: 1, ht_home_score: 0, ht_away_score: 0 }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('RESULT_EXISTS');
    expect((await storedOf(t.app, [leg.match_id]))[0]?.result).toMatchObject({ home: 2, away: 0 });
    expect(await balanceOf(t.app, player.user.id)).toBe(before + netWin);
  });

  it('takes every sport in its own shape and stores the result settlement reads', async () => {
    expect((await advance(t.app, 3 * 1440)).statusCode).toBe(200);
    const [basket, nfl, hockey, handball, tennis, volley] = await Promise.all(['2', '16', '4', '6', '5', '23'].map((s) => kickedOff(s, 2)));
    const batch = [
      { match_id: basket![0], home_score: 101, away_score: 99 },
      { match_id: nfl![0], home_score: 17, away_score: 24 },
      { match_id: hockey![0], home_score: 2, away_score: 2, overtime_winner: 'away' },
      { match_id: hockey![1], home_score: 3, away_score: 1 },
      { match_id: handball![0], home_score: 28, away_score: 28 },
      {
        match_id: tennis![0],
        sets: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 6 },
        ],
        home_score: 2,
        away_score: 1,
      },
      {
        match_id: volley![0],
        sets: [
          { home: 25, away: 20 },
          { home: 22, away: 25 },
          { home: 25, away: 23 },
          { home: 27, away: 25 },
        ],
      },
    ];
    const res = await enter(t.app, { results: batch });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, stored: 7, unchanged: 0 });
    const stored = new Map(
      (
        await storedOf(
          t.app,
          batch.map((b) => b.match_id!),
        )
      ).map((r) => [r.match_id, r.result]),
    );
    expect([...batch.map((b) => stored.get(b.match_id!))]).toEqual([
      { kind: 'points', home: 101, away: 99 },
      { kind: 'points', home: 17, away: 24 },
      { kind: 'hockey', home: 2, away: 2, overtimeWinner: 'away' },
      { kind: 'hockey', home: 3, away: 1, overtimeWinner: null },
      { kind: 'handball', home: 28, away: 28 },
      {
        kind: 'tennis',
        sets: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 6 },
        ],
      },
      {
        kind: 'volleyball',
        sets: [
          { home: 25, away: 20 },
          { home: 22, away: 25 },
          { home: 25, away: 23 },
          { home: 27, away: 25 },
        ],
      },
    ]);
    // Settlement reads the stored result, whatever the simulator would have drawn.
    expect(await resultOfMatch(t.app, tennis![0]!)).toEqual(stored.get(tennis![0]!));
  });

  it('stores nothing of a batch with one invalid or unknown entry', async () => {
    const football = await kickedOff('1', 12);
    const fresh = football.slice(-3);
    expect(await storedOf(t.app, fresh)).toEqual([]);
    const ok = (id: string) => ({ match_id: id, home_score: 1, away_score: 1, ht_home_score: 0, ht_away_score: 1 });
    const invalidThird = await enter(t.app, { results: [ok(fresh[0]!), ok(fresh[1]!), { ...ok(fresh[2]!), ht_home_score: 2 }] });
    expect(invalidThird.statusCode).toBe(400);
    expect(invalidThird.json()).toEqual({ error: 'results[2].ht_home_score must be a whole number from 0 to 1', code: 'VALIDATION_FAILED' });
    const unknown = await enter(t.app, { results: [ok(fresh[0]!), ok('sr:match:no-such-match'), ok(fresh[1]!)] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'results[1]: match sr:match:no-such-match not found', code: 'NOT_FOUND' });
    // A conflict found while storing rolls back the entries stored before it in the same transaction.
    const taken = (
      await t.app.db
        .selectFrom('matches')
        .select('id')
        .where('id', 'in', football)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('match_results as r').select('r.match_id').whereRef('r.match_id', '=', 'matches.id'))),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const simulated = await resultOfMatch(t.app, taken);
    const conflict = await enter(t.app, { results: [ok(fresh[0]!), { ...ok(taken), home_score: 25, ht_home_score: 0 }] });
    expect(conflict.statusCode, JSON.stringify(simulated)).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'RESULT_EXISTS' });
    expect(await storedOf(t.app, fresh)).toEqual([]);
    expect((await storedOf(t.app, [taken]))[0]).toMatchObject({ source: 'simulator', result: simulated });
  });

  it('refuses bad input with a 400 naming the entry and field', async () => {
    const [f] = await kickedOff('1', 1);
    const [tennis] = await kickedOff('5', 1);
    const [basket] = await kickedOff('2', 1);
    const [hockey] = await kickedOff('4', 1);
    const countStored = async (): Promise<number> => (await t.app.db.selectFrom('match_results').select('match_id').execute()).length;
    const before = await countStored();
    const fb = { match_id: f, home_score: 1, away_score: 0, ht_home_score: 0, ht_away_score: 0 };
    // null: any message (a NUL may be refused by the server-wide input guard before this route sees it).
    const cases: Array<[unknown, string | null]> = [
      [{ results: [{ ...fb, match_id: 'sr:match:1\u0000' }] }, null],
      [{ results: [{ ...fb, match_id: 'sr:match:1\u0007' }] }, 'results[0].match_id must be a non-empty string of at most 200 printable characters'],
      [{ results: [{ ...fb, home_score: 1e308 }] }, 'results[0].home_score must be a whole number from 0 to 40'],
      [{ results: [{ ...fb, home_score: Number.MAX_SAFE_INTEGER + 2 }] }, 'results[0].home_score must be a whole number from 0 to 40'],
      [{ results: [{ ...fb, away_score: 1.5 }] }, 'results[0].away_score must be a whole number from 0 to 40'],
      [{ results: [{ ...fb, away_score: -1 }] }, 'results[0].away_score must be a whole number from 0 to 40'],
      [{ results: [{ ...fb, away_score: '1' }] }, 'results[0].away_score must be a whole number from 0 to 40'],
      [
        { results: [{ ...fb, home_goals: 1 }] },
        'results[0].home_goals is not a field of a football result (match_id, sport_id, home_score, away_score, ht_home_score, ht_away_score)',
      ],
      [{ results: [{ ...fb, sport_id: '5' }] }, `results[0].sport_id is 5, but match ${f} is of sport 1`],
      [{ results: [fb, fb] }, 'results[1].match_id repeats results[0]: one result per match'],
      [{ results: [] }, 'results must be a list of 1 to 500 results'],
      [{ results: Array.from({ length: 501 }, () => fb) }, 'results must be a list of 1 to 500 results'],
      [{ results: ['x'] }, 'results[0] must be an object'],
      [[fb], 'Invalid request: a JSON object body is required'],
      [
        { results: [{ match_id: basket, home_score: 99, away_score: 99 }] },
        'results[0]: a points result is the final score including overtime and cannot be level',
      ],
      [
        { results: [{ match_id: hockey, home_score: 2, away_score: 2 }] },
        "results[0].overtime_winner must be 'home' or 'away' when regulation ends level, and absent otherwise",
      ],
      [
        {
          results: [
            {
              match_id: tennis,
              sets: [
                { home: 6, away: 4 },
                { home: 6, away: 5 },
              ],
            },
          ],
        },
        'results[0].sets[1] must be a tennis set score: 6-0 to 6-4, 7-5 or 7-6',
      ],
      [
        {
          results: [
            {
              match_id: tennis,
              sets: [
                { home: 6, away: 4 },
                { home: 6, away: 4 },
                { home: 6, away: 4 },
              ],
            },
          ],
        },
        'results[0].sets[2] comes after the match was decided',
      ],
      [
        {
          results: [
            {
              match_id: tennis,
              sets: [
                { home: 6, away: 4 },
                { home: 4, away: 6 },
              ],
            },
          ],
        },
        'results[0].sets must end when one side has won 2 sets',
      ],
      [
        {
          results: [
            {
              match_id: tennis,
              sets: [
                { home: 6, away: 4 },
                { home: 6, away: 3 },
              ],
              home_score: 1,
            },
          ],
        },
        'results[0].home_score must be the sets won by that side',
      ],
      [{ results: [{ match_id: tennis, home_score: 2, away_score: 0 }] }, 'results[0].sets must be a list of 2 to 3 set scores {home, away}'],
    ];
    for (const [payload, error] of cases) {
      const res = await enter(t.app, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(res.json()).toEqual({ error: error ?? expect.any(String), code: 'VALIDATION_FAILED' });
    }
    expect(await countStored()).toBe(before);
  });
});

describe('RESULTS_SOURCE=operator', () => {
  const op = useTestApp({ operatorToken: TOKEN, env: { RESULTS_SOURCE: 'operator' } });

  it('leaves legs pending until an operator enters the result, then settles them', async () => {
    const player = await signUp(op.app, '0911000082');
    const { leg, start } = await homeSingle(op.app, '2', '219');
    const placed = await place(op.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const late = await advance(op.app, Math.ceil((start - NOW) / 60_000) + 6 * 60);
    expect(late.json()).toMatchObject({ graded: 0, settled: 0 });
    expect(await storedOf(op.app, [leg.match_id])).toEqual([]);
    const res = await enter(op.app, { results: [{ match_id: leg.match_id, home_score: 80, away_score: 95 }] });
    expect(res.json()).toEqual({ success: true, stored: 1, unchanged: 0, graded: 1, settled: 1 });
    const read = await authed(op.app, { url: `/api/v1/tickets/${placed.json().ticket_id}`, token: player.session.id });
    expect(read.json()).toMatchObject({ bet_status: 'LOST', selections: [{ SettlementStatus: 'LOST' }] });
  });
});
