// The results page's data layer (issue 29): a day's answer lands through the real engine as that day's rows in the
// server's order (replacing the day's older rows, leaving other days alone); a match link's answer lands its whole
// day, so the screen finds the match's day in the store; a failure is the read's error; the picker's days are
// today (EAT) and the six before it.
import { describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../sync/engine.ts';
import { matchResultResource, pickerDays, resultOf, resultsResource } from '../../sync/results.ts';
import { createAppData } from '../../sync/store.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { fakeApi, flush } from './fake-api.ts';

const row = (id: string, home: number, away: number) => ({
  id,
  sport_id: '1',
  sport_name: 'Soccer',
  category_name: 'England',
  country_code: 'gb-eng',
  tournament_id: 'sr:tournament:17',
  tournament_name: 'Premier League',
  start_time: '2026-11-20T15:00:00.000Z',
  home_team: `Home ${id}`,
  away_team: `Away ${id}`,
  score: { home, away },
  half_time: { home: 0, away: 0 },
  sets: [],
});

function setup(answers: Record<string, unknown>) {
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { now: () => Date.parse('2026-11-21T09:00:00Z'), log: () => undefined });
  const day = (d: string) =>
    Object.entries(data.store.getTable('results'))
      .filter(([, r]) => r.day === d)
      .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
      .map(([, r]) => resultOf(r.data));
  return { data, api, engine, day };
}

describe('results resource → store', () => {
  it("lands a day's results in the server's order, and a newer answer replaces only that day", async () => {
    const answers: Record<string, unknown> = { '/api/v1/results': { day: '2026-11-20', matches: [row('b', 2, 1), row('a', 0, 3)] } };
    const { api, engine, day, data } = setup(answers);
    engine.request(resultsResource('2026-11-20', false));
    await flush();
    expect(api.log[0]?.options.query).toEqual({ day: '2026-11-20' });
    expect(day('2026-11-20').map((r) => [r?.id, r?.score])).toEqual([
      ['b', { home: 2, away: 1 }],
      ['a', { home: 0, away: 3 }],
    ]);
    expect(data.store.getRow('resources', 'results:2026-11-20')).toMatchObject({ status: 'ready' });
    api.set('/api/v1/results', { day: '2026-11-19', matches: [row('c', 1, 1)] });
    engine.request(resultsResource('2026-11-19', false));
    await flush();
    api.set('/api/v1/results', { day: '2026-11-20', matches: [row('a', 0, 3)] });
    engine.request(resultsResource('2026-11-20', false), { force: true });
    await flush();
    expect(day('2026-11-20').map((r) => r?.id)).toEqual(['a']);
    expect(day('2026-11-19').map((r) => r?.id)).toEqual(['c']);
  });

  it("lands a match link's whole day, with the match in it", async () => {
    const { api, engine, data } = setup({ '/api/v1/results': { day: '2026-11-18', matches: [row('x', 1, 0), row('m', 0, 2)] } });
    engine.request(matchResultResource('m'));
    await flush();
    expect(api.log[0]?.options.query).toEqual({ match_id: 'm' });
    const found = Object.values(data.store.getTable('results')).find((r) => r.match_id === 'm');
    expect(found?.day).toBe('2026-11-18');
    expect(resultOf(found?.data)?.score).toEqual({ home: 0, away: 2 });
    expect(Object.keys(data.store.getTable('results'))).toHaveLength(2);
  });

  it("marks the read failed with the server's refusal", async () => {
    const { engine, data } = setup({
      '/api/v1/results': new ApiRequestError('day must be a date (YYYY-MM-DD) within the last 30 days', 400, 'VALIDATION_FAILED'),
    });
    engine.request(resultsResource('2026-10-01', false));
    await flush();
    expect(data.store.getRow('resources', 'results:2026-10-01')).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(data.store.getRowIds('results')).toEqual([]);
  });
});

describe('the day picker', () => {
  it('offers today (EAT) and the six days before it', () => {
    // 22:30 UTC is already the next day in Addis Ababa.
    expect(pickerDays(Date.parse('2026-11-21T22:30:00Z'))).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
  });
});
