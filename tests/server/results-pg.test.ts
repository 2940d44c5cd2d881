// Results on a real PostgreSQL (TEST_DATABASE_URL of a role that may create databases; skipped otherwise): two
// instances, each with its own pool, read one seed, draw the same match at the same moment and agree on one
// stored result (jsonb round trip included); a seed deleted and recreated by both at once is one seed.
import { describe, expect, it } from 'vitest';
import type { ResultMatch } from '../../server/modules/tickets/results.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { resultsSource } from '../../server/modules/tickets/results-source.ts';
import { ADMIN_URL, usePgHandles } from './pg-scratch.ts';

const SPORTS = ['1', '2', '4', '5', '6', '16', '23'];
const matches: ResultMatch[] = Array.from({ length: 21 }, (_, i) => ({
  id: `sr:match:pg-${i}`,
  sport_id: SPORTS[i % SPORTS.length]!,
  tournament_id: 'x',
  home_team: `H${i}`,
  away_team: `A${i}`,
  home_strength: 1500 + 10 * i,
  away_strength: 1600 - 10 * i,
}));

describe.skipIf(ADMIN_URL === undefined)('results on PostgreSQL', () => {
  const handles = usePgHandles('birrbet_results');

  it('two instances read one seed and store one result per match, drawing at the same moment', async () => {
    const [a, b] = [handles[0]!.db, handles[1]!.db];
    expect((await resultsSeed(a)).toString('hex')).toMatch(/^[0-9a-f]{64}$/);
    expect(await resultsSeed(a)).toEqual(await resultsSeed(b));
    const [sa, sb] = [resultsSource(a, 'simulator'), resultsSource(b, 'simulator')];
    const drawn = await Promise.all(matches.flatMap((m) => [sa.resultOf(m), sb.resultOf(m)]));
    for (let i = 0; i < matches.length; i += 1) {
      expect(drawn[2 * i], matches[i]!.id).not.toBeNull();
      expect(drawn[2 * i + 1], matches[i]!.id).toEqual(drawn[2 * i]);
    }
    const rows = await b.selectFrom('match_results').select(['match_id', 'result', 'source']).orderBy('match_id').execute();
    expect(rows).toHaveLength(matches.length);
    expect(rows.every((r) => r.source === 'simulator')).toBe(true);
    const byId = new Map(rows.map((r) => [r.match_id, r.result]));
    matches.forEach((m, i) => {
      expect(byId.get(m.id)).toEqual(drawn[2 * i]);
    });
  });

  it('a deleted seed is recreated once, however many instances ask at once; stored results stay', async () => {
    const [a, b] = [handles[0]!.db, handles[1]!.db];
    const before = await resultsSource(a, 'simulator').resultOf(matches[0]!);
    await a.deleteFrom('server_secrets').where('name', '=', 'results-seed').execute();
    const seeds = await Promise.all([resultsSeed(a), resultsSeed(b), resultsSeed(a), resultsSeed(b)]);
    expect(new Set(seeds.map((s) => s.toString('hex'))).size).toBe(1);
    expect(await resultsSource(b, 'simulator').resultOf(matches[0]!)).toEqual(before);
    expect(await resultsSource(b, 'operator').resultOf({ ...matches[0]!, id: 'sr:match:pg-none' })).toBe('pending');
  });
});
