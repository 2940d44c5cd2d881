// The remembered query and path decodes of plugins/contract.ts: a repeated query string decodes to the same value
// without sharing it between requests (a handler that changes its query leaves the next request's alone), a
// refused query is refused every time, and parameters are decoded per route.
import { optional, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../schema/api-error.ts';
import { endpoint, QueryBool, QueryInt } from '../../schema/endpoint.ts';
import { route } from '../../server/plugins/contract.ts';
import { signed, useTestApp } from './helpers.ts';

const MemoProbe = endpoint({
  id: 'testMemoProbe',
  method: 'GET',
  path: '/api/v1/test/memo',
  summary: 'Echoes its decoded query, then changes it (a test route).',
  tag: 'Test',
  access: 'public',
  query: type({ n: optional(QueryInt(1, 10)), on: optional(QueryBool) }),
  responses: { 200: type({}), 400: ApiError },
});

const t = useTestApp({
  beforeReady: (app) =>
    route(app, MemoProbe, async (req) => {
      const seen = { ...req.query };
      (req.query as Record<string, unknown>)['n'] = 999;
      return seen;
    }),
});

describe('remembered query decodes', () => {
  it('decodes a repeat the same way, and a change made by one request never reaches the next', async () => {
    const first = await signed(t.app, { url: '/api/v1/test/memo?n=3&on=true' });
    const second = await signed(t.app, { url: '/api/v1/test/memo?n=3&on=true' });
    expect(first.json()).toEqual({ n: 3, on: true });
    expect(second.json()).toEqual({ n: 3, on: true });
    expect((await signed(t.app, { url: '/api/v1/test/memo?n=4' })).json()).toEqual({ n: 4 });
  });

  it('refuses a bad query every time it is sent', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await signed(t.app, { url: '/api/v1/test/memo?n=11' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
