// TTL cache and stale-on-failure, as the engine applies them: fresh copies cost no request, expired
// ones refetch, a failure keeps the older copy on screen (status 'stale') or shows an error.
import { describe, it, expect } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { sportsResource } from '../../sync/resources.ts';
import { TTL } from '../../domain/constants.ts';
import { fakeApi, flush } from './fake-api.ts';

const SPORTS = {
  sports: [
    { id: '1', name: 'Soccer', match_count: 180 },
    { sport_id: 2, sport_name: 'Basketball', match_count: 40 },
  ],
};

function setup() {
  let clock = 1_764_000_000_000;
  const data = createAppData();
  const api = fakeApi({ '/api/v1/sports': SPORTS });
  // One try per read: the back-off before a failure is reported is tests/sync/retry.test.ts's.
  const engine = createSyncEngine(data, api, { now: () => clock, log: () => undefined, retryDelaysMs: [] });
  return {
    data,
    api,
    engine,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

describe('TTL cache operator', () => {
  it('fetches once, then serves the fresh copy without a request', async () => {
    const { data, api, engine, advance } = setup();
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toEqual(['/api/v1/sports']);
    expect(data.store.getCell('sports', '2', 'name')).toBe('Basketball');
    advance(TTL.sports - 1);
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toHaveLength(1);
    expect(data.store.getCell('resources', 'sports', 'status')).toBe('ready');
  });

  it('refetches once the TTL has passed', async () => {
    const { api, engine, advance } = setup();
    engine.request(sportsResource());
    await flush();
    advance(TTL.sports);
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toHaveLength(2);
  });

  it('does not start a second fetch of a key already in flight', async () => {
    const { api, engine } = setup();
    engine.request(sportsResource());
    engine.request(sportsResource());
    engine.request(sportsResource(), { force: true });
    await flush();
    expect(api.calls).toHaveLength(1);
  });
});

describe('stale-on-failure operator', () => {
  it('keeps the older copy and marks it stale when a refetch fails', async () => {
    const { data, api, engine, advance, now } = setup();
    engine.request(sportsResource());
    await flush();
    const fetchedAt = now();
    advance(TTL.sports + 1);
    api.set('/api/v1/sports', new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'));
    engine.request(sportsResource());
    await flush();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'stale', fetched_at: fetchedAt, code: 'NETWORK', message: '' });
    expect(data.store.getRowIds('sports')).toEqual(['1', '2']);
  });

  it("reports an error with the server's code, status and words when there is no copy", async () => {
    const { data, api, engine } = setup();
    api.set('/api/v1/sports', new ApiRequestError('Service unavailable', 503));
    engine.request(sportsResource());
    await flush();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({
      status: 'error',
      code: 'SPORTS_FAILED',
      message: 'Service unavailable',
      http_status: 503,
      fetched_at: 0,
    });
  });

  it('turns a malformed answer into an error state, leaving the store untouched', async () => {
    const { data, api, engine } = setup();
    api.set('/api/v1/sports', { sports: [{ id: '1', name: 42 }] });
    engine.request(sportsResource());
    await flush();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'error', code: 'BAD_ANSWER', message: '' });
    expect(data.store.getRowIds('sports')).toEqual([]);
    api.set('/api/v1/sports', '<html>proxy error</html>');
    engine.request(sportsResource());
    await flush();
    expect(data.store.getCell('resources', 'sports', 'status')).toBe('error');
  });
});
