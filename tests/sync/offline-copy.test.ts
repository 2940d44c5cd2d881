// A catalogue answer the service worker served from its cache (network down; src/sw/sw.ts) must not look fresh
// (issue 17): it carries `x-sw-cached-at`, and the data layer loads it with that original time and marks the resource
// stale (code NETWORK), so the screen shows it with 'Offline — updated HH:mm' and the next request fetches again.
// Through the real signed client (sync/http.ts) with a scripted fetch, into the real engine.
import { describe, expect, it, vi } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createApiClient } from '../../sync/http.ts';
import { homepageResource, sportsResource } from '../../sync/resources.ts';
import { CACHED_AT_HEADER } from '../../sync/operators/offline-copy.ts';
import type { AppEvent } from '../../schema/event.ts';
import { flush } from './fake-api.ts';

const NOW = 1_764_000_000_000;
const EARLIER = NOW - 42 * 60_000;
const SPORTS = { sports: [{ id: '1', name: 'Soccer', match_count: 180 }] };
const HOME = {
  sports: SPORTS.sports,
  top_leagues: [],
  top_matches: [],
  top_sports: { sports: [{ sport_id: '1', sport_name: 'Soccer', matches: [] }] },
  sport_id: '1',
  league: null,
  page_size: 20,
};
const OLDER_SPORTS = { sports: [{ id: '1', name: 'Football (old)', match_count: 1 }] };

function setup() {
  const answers: Response[] = [];
  const fetch = async (): Promise<Response> => answers.shift() ?? Response.error();
  const data = createAppData();
  const api = createApiClient({ baseUrl: '', merchantId: 'm', apiKey: 'k', fetch, now: () => NOW });
  const engine = createSyncEngine(data, api, { now: () => NOW, log: () => undefined, retryDelaysMs: [] });
  const seen: AppEvent[] = [];
  engine.events$.subscribe((e) => seen.push(e));
  const answer = (body: unknown, cachedAt?: number): void => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cachedAt !== undefined) {
      headers[CACHED_AT_HEADER] = String(cachedAt);
    }
    answers.push(new Response(JSON.stringify(body), { status: 200, headers }));
  };
  /** Until every scripted answer was fetched (signing with WebCrypto takes its own time), then applied. */
  const settle = async (): Promise<void> => {
    await vi.waitFor(() => expect(answers).toHaveLength(0));
    for (let i = 0; i < 5; i += 1) {
      await flush();
    }
  };
  return { data, engine, seen, answer, settle };
}

describe("an answer from the service worker's cache", () => {
  it('loads its data with the time of its original fetch and leaves the resource stale', async () => {
    const { data, engine, seen, answer, settle } = setup();
    answer(SPORTS, EARLIER);
    engine.request(sportsResource());
    await settle();
    expect(data.store.getCell('sports', '1', 'name')).toBe('Soccer');
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'stale', fetched_at: EARLIER, code: 'NETWORK' });
    const types = seen.map((e) => e.type);
    expect(types.slice(-2)).toEqual(['v1.SportsLoaded', 'v1.ResourceFetchFailed']);
    expect(seen.at(-2)?.at).toBe(EARLIER);
    expect(seen.at(-1)?.payload).toMatchObject({ key: 'sports', code: 'NETWORK', stale: true });
    engine.dispose();
  });

  it('does not count as fresh: the next request fetches again, and a network answer is fresh as of now', async () => {
    const { data, engine, answer, settle } = setup();
    answer(SPORTS, EARLIER);
    engine.request(sportsResource());
    await settle();
    answer(SPORTS);
    engine.request(sportsResource());
    await settle();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'ready', fetched_at: NOW, code: '' });
    engine.dispose();
  });

  it('never replaces a newer copy the store already holds: that copy is only marked stale', async () => {
    const { data, engine, answer, settle } = setup();
    answer(SPORTS);
    engine.request(sportsResource());
    await settle();
    answer(OLDER_SPORTS, EARLIER);
    engine.request(sportsResource(), { force: true });
    await settle();
    expect(data.store.getCell('sports', '1', 'name')).toBe('Soccer');
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'stale', fetched_at: NOW, code: 'NETWORK' });
    engine.dispose();
  });

  it('of the composite home call marks every part it filled stale, each screen part reading its own key', async () => {
    const { data, engine, answer, settle } = setup();
    answer(HOME, EARLIER);
    engine.request(homepageResource());
    await settle();
    const keys = ['homepage', 'sports', 'top-leagues', 'top-sports-mixed', 'top-sports:1'];
    for (const key of keys) {
      expect([key, data.store.getRow('resources', key)]).toMatchObject([key, { status: 'stale', fetched_at: EARLIER, code: 'NETWORK' }]);
    }
    engine.dispose();
  });

  it('a header that is not a time is ignored: the answer is a fresh network answer', async () => {
    const { data, engine, answer, settle } = setup();
    answer(SPORTS, Number.NaN);
    engine.request(sportsResource());
    await settle();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'ready', fetched_at: NOW });
    engine.dispose();
  });
});
