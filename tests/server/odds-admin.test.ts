// POST /api/admin/v1/feed/odds through HTTP on a real PGlite: the operator guard, every body mistake a 400
// VALIDATION_FAILED naming the entry, unknown match/market/outcome a 404 naming it, matches started, ended or
// inside the 60 s close refused — never a 500, and nothing of a list with one bad entry is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NOW, type TestApp } from './helpers.ts';
import { pickLegs, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-odds-admin';
let t: TestApp;
let legs: Leg[] = [];

beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
  legs = await pickLegs(t.app, 6, 0, 'first', [150, 400]);
});
afterAll(() => t.app.close());

const change = (payload: unknown, auth = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/odds', headers: { authorization: auth }, payload: payload as object });

async function outcomesOf(matchId: string, marketId: string, specifier = ''): Promise<Array<{ outcome_id: string; odds_hundredths: number }>> {
  return t.app.db
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .where('specifier', '=', specifier)
    .orderBy('position')
    .execute();
}

describe('POST /api/admin/v1/feed/odds: guard and validation', () => {
  const ref = () => ({ match_id: legs[5]!.match_id, market_id: legs[5]!.market_id, specifier: legs[5]!.specifier, outcome_id: legs[5]!.outcome_id });

  it('needs the operator token', async () => {
    expect((await change({ changes: [{ ...ref(), odds: 2 }] }, 'Bearer wrong')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/odds', payload: { changes: [] } })).statusCode).toBe(401);
  });

  it('answers 400 VALIDATION_FAILED naming the mistake, and writes nothing of a list with one bad entry', async () => {
    const before = await outcomesOf(ref().match_id, ref().market_id, ref().specifier);
    const cases: Array<[unknown, string]> = [
      [[], 'Invalid request: a JSON object body is required'],
      [{}, 'changes must be a list of 1 to 1000 changes'],
      [{ changes: [] }, 'changes must be a list of 1 to 1000 changes'],
      [{ changes: Array.from({ length: 1001 }, () => ({ ...ref(), odds: 2 })) }, 'changes must be a list of 1 to 1000 changes'],
      [{ changes: [null] }, 'changes[0] must be an object'],
      [{ changes: [{ ...ref() }] }, 'changes[0] must set odds, status or both'],
      [{ changes: [{ ...ref(), odds: 1 }] }, 'changes[0].odds must be a number from 1.01 to 500 with at most 2 decimals'],
      [{ changes: [{ ...ref(), odds: 500.01 }] }, 'changes[0].odds must be a number from 1.01 to 500 with at most 2 decimals'],
      [{ changes: [{ ...ref(), odds: 2.345 }] }, 'changes[0].odds must be a number from 1.01 to 500 with at most 2 decimals'],
      [{ changes: [{ ...ref(), odds: '2.5' }] }, 'changes[0].odds must be a number from 1.01 to 500 with at most 2 decimals'],
      [{ changes: [{ ...ref(), status: 'closed' }] }, "changes[0].status must be 'active' or 'suspended'"],
      [{ changes: [{ ...ref(), odds: 2, match_id: '' }] }, 'changes[0].match_id must be a non-empty string of at most 200 characters'],
      [{ changes: [{ ...ref(), odds: 2, outcome_id: 7 }] }, 'changes[0].outcome_id must be a non-empty string of at most 200 characters'],
      [{ changes: [{ ...ref(), odds: 2, specifier: 5 }] }, 'changes[0].specifier must be a string of at most 200 characters'],
      [
        {
          changes: [
            { ...ref(), odds: 4.44 },
            { ...ref(), odds: 0 },
          ],
        },
        'changes[1].odds must be a number from 1.01 to 500 with at most 2 decimals',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await change(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/odds',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: '{"changes": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await outcomesOf(ref().match_id, ref().market_id, ref().specifier)).toEqual(before);
  });

  it('answers 404 for an unknown match, market or outcome, and 400 for matches not open to changes', async () => {
    const before = await outcomesOf(ref().match_id, ref().market_id, ref().specifier);
    const good = { ...ref(), odds: 4.44 };
    const notFound: Array<[Record<string, unknown>, string]> = [
      [{ ...good, match_id: 'sr:match:1' }, 'Match sr:match:1 not found'],
      [{ ...good, market_id: '999' }, `The market 999 of match ${ref().match_id} was not found`],
      [{ ...good, specifier: 'total=99.5' }, `The market ${ref().market_id} (total=99.5) of match ${ref().match_id} was not found`],
      [
        { ...good, outcome_id: '424242' },
        `Outcome 424242 of the market ${ref().market_id}${ref().specifier === '' ? '' : ` (${ref().specifier})`} of match ${ref().match_id} was not found`,
      ],
    ];
    for (const [entry, error] of notFound) {
      const res = await change({ changes: [good, entry] });
      expect(res.statusCode, error).toBe(404);
      expect(res.json()).toEqual({ error, code: 'NOT_FOUND' });
    }
    const [live, ended, closing] = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'not_started')
      .where(
        'id',
        'not in',
        legs.map((l) => l.match_id),
      )
      .orderBy('start_time', 'desc')
      .limit(3)
      .execute();
    await t.app.db.updateTable('matches').set({ status: 'live' }).where('id', '=', live!.id).execute();
    await t.app.db.updateTable('matches').set({ status: 'ended' }).where('id', '=', ended!.id).execute();
    await t.app.db
      .updateTable('matches')
      .set({ start_time: new Date(NOW + 30_000) })
      .where('id', '=', closing!.id)
      .execute();
    for (const [id, error] of [
      [live!.id, `Match ${live!.id} is live: only matches not started can change`],
      [ended!.id, `Match ${ended!.id} is ended: only matches not started can change`],
    ]) {
      const res = await change({ changes: [{ match_id: id, market_id: '1', outcome_id: '1', odds: 2 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    }
    const reopen = await change({ changes: [{ match_id: closing!.id, market_id: '1', outcome_id: '1', status: 'active' }] });
    expect(reopen.json()).toEqual({ error: `Match ${closing!.id} kicks off within 60 s: its markets stay closed`, code: 'VALIDATION_FAILED' });
    expect(await outcomesOf(ref().match_id, ref().market_id, ref().specifier)).toEqual(before);
  });
});
