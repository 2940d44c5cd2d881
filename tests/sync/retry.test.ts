// Read retry with back-off inside the sync engine, on fake timers (no real waiting): a read that gets no answer
// or a 5xx is tried again 1 s, 2 s and 4 s later and reports its failure only after the last try (stale when a
// copy is held, which is marked stale at once); a later try that succeeds lands normally; a 4xx or a malformed
// answer is not tried again; coming back online ends the wait; disposing the engine cancels what is pending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { homepageResource, sportsResource } from '../../sync/resources.ts';
import { READ_RETRY_DELAYS_MS } from '../../sync/operators/retry.ts';
import { fakeApi } from './fake-api.ts';

const PATH = '/api/v1/sports';
const SPORTS = { sports: [{ id: '1', name: 'Soccer', match_count: 180 }] };
const offline = () => new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK');

function setup(answer: unknown) {
  const data = createAppData();
  const api = fakeApi({ [PATH]: answer });
  const engine = createSyncEngine(data, api, { log: () => undefined });
  const resource = () => data.store.getRow('resources', 'sports');
  const events: string[] = [];
  engine.events$.subscribe((e) => events.push(e.type));
  return { data, api, engine, resource, events };
}
const wait = async (ms: number): Promise<void> => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a read that gets no answer', () => {
  it('is tried again after 1 s, 2 s and 4 s, loading meanwhile, and fails after the last try', async () => {
    expect(READ_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
    const { api, engine, resource, events } = setup(offline());
    engine.request(sportsResource());
    await wait(0);
    expect(api.calls).toHaveLength(1);
    expect(resource()).toMatchObject({ status: 'loading' });
    await wait(999);
    expect(api.calls).toHaveLength(1);
    await wait(1);
    expect(api.calls).toHaveLength(2);
    await wait(1999);
    expect(api.calls).toHaveLength(2);
    await wait(1);
    expect(api.calls).toHaveLength(3);
    await wait(3999);
    expect([api.calls.length, resource()?.status]).toEqual([3, 'loading']);
    await wait(1);
    expect(api.calls).toHaveLength(4);
    expect(resource()).toMatchObject({ status: 'error', code: 'NETWORK', http_status: 0, fetched_at: 0 });
    expect(events).toEqual(['v1.ResourceFetchStarted', 'v1.ResourceFetchFailed']);
    await wait(60_000);
    expect(api.calls).toHaveLength(4);
  });

  it('lands the answer of a later try', async () => {
    const { data, api, engine, resource } = setup(offline());
    engine.request(sportsResource());
    await wait(1000);
    api.set(PATH, SPORTS);
    await wait(2000);
    expect(api.calls).toHaveLength(3);
    expect(resource()).toMatchObject({ status: 'ready', code: '' });
    expect(data.store.getCell('sports', '1', 'name')).toBe('Soccer');
  });

  it('with a copy held: marked stale at the first failure, tried again, still stale after the last try', async () => {
    const { data, api, engine, resource, events } = setup(SPORTS);
    engine.request(sportsResource());
    await wait(0);
    const fetchedAt = resource()?.fetched_at;
    api.set(PATH, new ApiRequestError('Service unavailable', 503));
    engine.request(sportsResource(), { force: true });
    await wait(0);
    expect(resource()).toMatchObject({ status: 'stale', fetched_at: fetchedAt, code: 'SPORTS_FAILED', message: 'Service unavailable' });
    await wait(7000);
    expect(api.calls).toHaveLength(5);
    expect(resource()).toMatchObject({ status: 'stale', fetched_at: fetchedAt, http_status: 503 });
    expect(data.store.getRowIds('sports')).toEqual(['1']);
    expect(events.slice(2)).toEqual(['v1.ResourceFetchStarted', 'v1.ResourceFetchFailed', 'v1.ResourceFetchFailed']);
  });

  it('coming back online ends the wait and tries at once', async () => {
    const { api, engine, resource } = setup(offline());
    engine.request(sportsResource());
    await wait(500);
    api.set(PATH, SPORTS);
    engine.online();
    await wait(0);
    expect(api.calls).toHaveLength(2);
    expect(resource()).toMatchObject({ status: 'ready' });
  });

  it('disposing the engine cancels the pending tries', async () => {
    const { api, engine } = setup(offline());
    engine.request(sportsResource());
    await wait(0);
    engine.dispose();
    await wait(10_000);
    expect(api.calls).toHaveLength(1);
  });
});

describe('failures a new try cannot mend', () => {
  it.each([
    ['a 404', new ApiRequestError('Not found', 404, 'NOT_FOUND'), 'NOT_FOUND'],
    ['a 401', new ApiRequestError('Authentication failed', 401), 'SPORTS_FAILED'],
    ['a malformed answer', { sports: [{ id: '1', name: 42 }] }, 'BAD_ANSWER'],
  ])('%s fails at once, without another try', async (_name, answer, code) => {
    const { api, engine, resource } = setup(answer);
    engine.request(sportsResource());
    await wait(0);
    expect(resource()).toMatchObject({ status: 'error', code });
    await wait(10_000);
    expect(api.calls).toHaveLength(1);
  });
});

describe('a read with a fallback of its own', () => {
  it('the composite home call fails at once (its parts are then asked for separately, each with its own retries)', async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/composite/homepage-data': new ApiRequestError('Service unavailable', 503, 'UNAVAILABLE') });
    const engine = createSyncEngine(data, api, { log: () => undefined });
    engine.request(homepageResource());
    await wait(0);
    expect(data.store.getRow('resources', 'homepage')).toMatchObject({ status: 'error', http_status: 503 });
    await wait(10_000);
    expect(api.calls).toHaveLength(1);
    engine.dispose();
  });
});
