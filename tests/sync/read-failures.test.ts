// A failed read is recorded by code, never by a text of ours (issue 12): the engine records the server's code, status
// and words when it answered, NETWORK without an answer, BAD_ANSWER for an answer that does not decode, and the
// read's own code otherwise; tests/streams/read-failures.jsonl is exactly what it records, and replays into a store
// that keeps those codes. Streams recorded before codes (an English `message` only) still replay: our own texts
// become their codes once, in schema/legacy-events.ts; a server's words stay, under UNKNOWN.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { categoriesResource, sportsResource, tournamentsResource } from '../../sync/resources.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { shownFailure } from '../../schema/read-failures.ts';
import { fakeApi, flush } from './fake-api.ts';
import { recordedStream } from './stream.ts';

const stream = recordedStream('read-failures');
const failures = (events: ReadonlyArray<{ type: string; payload: unknown }>) =>
  events.filter((e) => e.type === 'v1.ResourceFetchFailed').map((e) => e.payload);

function refusal(status: number, body: { error: string; code: string }): ApiRequestError {
  const error = new ApiRequestError(body.error, status, body.code);
  error.body = body;
  return error;
}

describe('a failed read', () => {
  it("is recorded by the engine as the stream has it: NETWORK, the server's code with status and words, BAD_ANSWER", async () => {
    const api = fakeApi({
      [categoriesResource('1').path]: new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'),
      [tournamentsResource('c9').path]: refusal(503, { error: 'Feed maintenance, back soon', code: 'UNAVAILABLE' }),
      [tournamentsResource('c7').path]: { tournaments: [{ id: 7 }] },
    });
    const engine = createSyncEngine(createAppData(), api, { log: () => undefined, retryDelaysMs: [] });
    const seen: AppEvent[] = [];
    engine.events$.subscribe((e) => seen.push(e));
    for (const resource of [categoriesResource('1'), tournamentsResource('c9'), tournamentsResource('c7')]) {
      engine.request(resource);
      await flush();
    }
    expect(failures(seen)).toEqual(failures(stream.events));
    engine.dispose();
  });

  it("a failure without a code of the server's is the read's own code; its words are kept without a made-up text", async () => {
    const api = fakeApi({ [sportsResource().path]: new TypeError('fetch failed') });
    const data = createAppData();
    const engine = createSyncEngine(data, api, { log: () => undefined, retryDelaysMs: [] });
    engine.request(sportsResource());
    await flush();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'error', code: 'SPORTS_FAILED', http_status: 0, message: '' });
    const bare = new ApiRequestError('HTTP 502', 502);
    bare.body = {};
    api.set(sportsResource().path, bare);
    engine.request(sportsResource(), { force: true });
    await flush();
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'error', code: 'SPORTS_FAILED', http_status: 502, message: '' });
    engine.dispose();
  });

  it("replays into a store that keeps the code, the status and the server's words, and no text of ours", () => {
    const data = createAppData();
    expect(replayJsonl(data, stream.lines.join('\n'), stream.quiet)).toEqual({ applied: 6, dropped: 0 });
    expect(data.store.getTable('resources')).toEqual({
      'categories:1': { status: 'error', fetched_at: 0, code: 'NETWORK', http_status: 0, message: '', outdated: false },
      'tournaments:c9': {
        status: 'error',
        fetched_at: 0,
        code: 'UNAVAILABLE',
        http_status: 503,
        message: 'Feed maintenance, back soon',
        outdated: false,
      },
      'tournaments:c7': { status: 'error', fetched_at: 0, code: 'BAD_ANSWER', http_status: 0, message: '', outdated: false },
    });
    const shown = (key: string, codes: Parameters<typeof shownFailure>[1]) => shownFailure(data.store.getRow('resources', key), codes);
    expect(shown('categories:1', categoriesResource('1'))).toBe('CATEGORIES_FAILED');
    expect(shown('tournaments:c9', tournamentsResource('c9'))).toBe('Feed maintenance, back soon');
    expect(shown('tournaments:c7', tournamentsResource('c7'))).toBe('TOURNAMENTS_FAILED');
  });
});

describe('a stream recorded before failures had codes', () => {
  it('still replays: our texts become their codes, and no English of ours is kept', () => {
    const { lines, quiet } = recordedStream('home-browse');
    const data = createAppData();
    expect(replayJsonl(data, lines.join('\n'), quiet).dropped).toBe(0);
    const row = (key: string) => data.store.getRow('resources', key);
    expect(row('homepage')).toMatchObject({ status: 'stale', code: 'SPORTS_FAILED', message: '' });
    expect(row('categories:1')).toMatchObject({ status: 'stale', code: 'CATEGORIES_FAILED', message: '' });
    expect(row('matches:sr:tournament:17')).toMatchObject({ status: 'stale', code: 'MATCHES_FAILED', message: '' });
    expect(row('markets:sr:match:27021671')).toMatchObject({ status: 'stale', code: 'MARKETS_FAILED', message: '' });
  });

  it("keeps a server's words with their status, under UNKNOWN (the server's code was not recorded then)", () => {
    const old = {
      type: 'v1.ResourceFetchFailed',
      at: 1,
      source: 'system',
      payload: { key: 'express:99', message: 'Sport not found', stale: false, status: 404 },
    };
    expect(decodeEvent(old)?.payload).toEqual({ key: 'express:99', code: 'UNKNOWN', status: 404, message: 'Sport not found', stale: false });
    const ours = { ...old, payload: { key: 'banners:HOMEPAGE_MOBILE', message: 'Authentication failed', status: 401 } };
    expect(decodeEvent(ours)?.payload).toEqual({ key: 'banners:HOMEPAGE_MOBILE', code: 'BANNERS_FAILED', status: 401, message: '', stale: false });
    const unknownOwn = { ...old, payload: { key: 'sports', message: 'Some text of an older client' } };
    expect(decodeEvent(unknownOwn)?.payload).toEqual({ key: 'sports', code: 'UNKNOWN', message: '', stale: false });
  });
});
