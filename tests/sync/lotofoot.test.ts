// LotoFoot through the sync engine with a scripted ApiClient (issue 14, core §5/§7): the week read (tried again up to
// 3 times 1 s apart on no answer, a 404 final at once), the submit with the session, merchant_id and Idempotency-Key
// (tries without an answer sent again 3 times 1 s apart with the same key, a refusal by code final), the client's own
// checks refusing without a call, the next try of an unanswered ticket reusing its key, and picks kept in storage
// across a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { submitLotofoot, togglePick, weekPicks, weekResource } from '../../sync/lotofoot.ts';
import { PICKS_STORAGE_KEY, startPicksStorage } from '../../sync/lotofoot-picks.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi, type Answer } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const IDS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
const WEEK = {
  id: 'w7',
  variant: 'LOTOFOOT_7',
  deadline: '2026-11-28T10:00:00.000Z',
  matches: IDS.map((id, i) => ({ match_id: id, home_team: { name: `H${i}` }, away_team: { name: `A${i}` }, start_time: '2026-11-28T12:00:00.000Z' })),
};
const ticket = {
  id: 't1',
  reference_id: 'LF-ABC123',
  created_at: '2026-11-22T08:00:00.000Z',
  status: 'PENDING',
  variant: 'LOTOFOOT_7',
  week_id: 'w7',
  ticket_price: 150,
  prize_amount: 0,
  correct_predictions: null,
  predictions: [],
};
const SUBMITTED = { success: true, reference_id: 'LF-ABC123', ticket_price: 150, predictions: [], created_at: ticket.created_at, ticket };
const noAnswer = (): ApiRequestError => new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK');

function setup(answers: Record<string, Answer>, signedIn = true) {
  const data = createAppData();
  const api = fakeApi({ '/api/v1/lotofoot/current': WEEK, ...answers });
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: () => undefined });
  const emit = (type: string, payload: unknown): void => engine.emit({ type, at: 1, source: 'user', payload } as AppEvent);
  if (signedIn) {
    emit('v1.SignedIn', {
      user: { id: '42', phone: '+251911000001' },
      session: { id: 'tok', merchant_id: MERCHANT },
      merchantId: MERCHANT,
      wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
      hasSeenUnlockNotification: true,
    });
  }
  engine.request(weekResource('LOTOFOOT_7'));
  const pickAll = (): void => {
    for (const id of IDS) {
      togglePick(engine, 'w7', id, 'X');
    }
  };
  return { data, api, engine, pickAll };
}

const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the week read', () => {
  it('lands the week of the asked variant', async () => {
    const { data, api } = setup({});
    await settle();
    expect(api.log[0]).toMatchObject({ path: '/api/v1/lotofoot/current', options: { query: { variant: 'LOTOFOOT_7' } } });
    expect(data.store.getCell('lotofootWeeks', 'LOTOFOOT_7', 'week_id')).toBe('w7');
  });

  it('no answer: tried again up to 3 times, 1 s apart, then the week failure code', async () => {
    const { data, api } = setup({ '/api/v1/lotofoot/current': noAnswer() });
    await settle();
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls).toHaveLength(4);
    expect(data.store.getRow('resources', 'lotofoot:week:LOTOFOOT_7')).toMatchObject({ status: 'error', code: 'NETWORK' });
  });

  it('no open week (404) is final at once, with the server code', async () => {
    const gone = new ApiRequestError('No Loto Foot matches available', 404, 'LOTOFOOT_WEEK_NOT_FOUND');
    const { data, api } = setup({ '/api/v1/lotofoot/current': gone });
    await settle();
    expect(api.calls).toHaveLength(1);
    expect(data.store.getRow('resources', 'lotofoot:week:LOTOFOOT_7')).toMatchObject({
      status: 'error',
      code: 'LOTOFOOT_WEEK_NOT_FOUND',
      http_status: 404,
    });
  });
});

describe('submitting a ticket', () => {
  it('sends the picks in week order with the session, merchant_id, the price as a number and an Idempotency-Key', async () => {
    const { data, api, engine, pickAll } = setup({ 'POST /api/v1/lotofoot/tickets': SUBMITTED });
    await settle();
    pickAll();
    const done = submitLotofoot(engine, data.store, 'w7', ' 150.50 ');
    await settle();
    expect(await done).toMatchObject({ type: 'v1.LotofootSubmitted', payload: { reference: 'LF-ABC123' } });
    const call = api.log[1]!;
    expect(call.options.session).toEqual({ token: 'tok', merchantId: MERCHANT });
    expect(call.options.body).toEqual({
      user_id: '42',
      merchant_id: MERCHANT,
      week_id: 'w7',
      variant: 'LOTOFOOT_7',
      predictions: IDS.map((id) => ({ match_id: id, prediction: 'X' })),
      ticket_price: 150.5,
    });
    expect(call.options.headers?.['Idempotency-Key']).toMatch(/.{8,}/);
    expect(weekPicks(data.store, 'w7')).toEqual({});
  });

  it('a try without an answer is sent again 3 times, 1 s apart, with the same key; then status 0 keeps the key', async () => {
    const { data, api, engine, pickAll } = setup({ 'POST /api/v1/lotofoot/tickets': noAnswer() });
    await settle();
    pickAll();
    const done = submitLotofoot(engine, data.store, 'w7', '150');
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await done).toMatchObject({ type: 'v1.LotofootRefused', payload: { code: 'NETWORK', status: 0 } });
    const posts = api.log.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(4);
    const keys = new Set(posts.map((c) => c.options.headers?.['Idempotency-Key']));
    expect(keys.size).toBe(1);
    // Retry (the same ticket) sends the same key: the server answers the first ticket if it took it.
    api.set('POST /api/v1/lotofoot/tickets', SUBMITTED);
    const retried = submitLotofoot(engine, data.store, 'w7', '150');
    await settle();
    expect(await retried).toMatchObject({ type: 'v1.LotofootSubmitted' });
    expect(api.log.at(-1)?.options.headers?.['Idempotency-Key']).toBe([...keys][0]);
  });

  it('a changed ticket after no answer gets a fresh key', async () => {
    const { data, api, engine, pickAll } = setup({ 'POST /api/v1/lotofoot/tickets': noAnswer() });
    await settle();
    pickAll();
    const first = submitLotofoot(engine, data.store, 'w7', '150');
    await vi.advanceTimersByTimeAsync(3000);
    await first;
    const key = api.log.at(-1)?.options.headers?.['Idempotency-Key'];
    api.set('POST /api/v1/lotofoot/tickets', SUBMITTED);
    const second = submitLotofoot(engine, data.store, 'w7', '200');
    await settle();
    await second;
    expect(api.log.at(-1)?.options.headers?.['Idempotency-Key']).not.toBe(key);
  });

  it('a refusal by code is final at once, with its code, status and text', async () => {
    const deadline = new ApiRequestError('The deadline for this Loto Foot week has passed', 400, 'LOTOFOOT_DEADLINE_PASSED');
    const { data, api, engine, pickAll } = setup({ 'POST /api/v1/lotofoot/tickets': deadline });
    await settle();
    pickAll();
    const done = submitLotofoot(engine, data.store, 'w7', '150');
    await settle();
    expect(await done).toMatchObject({ payload: { code: 'LOTOFOOT_DEADLINE_PASSED', status: 400 } });
    expect(api.log.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(data.store.getRow('lotofootSubmit', 'current')).toMatchObject({ status: 'refused', retry_key: '' });
  });

  it('the client checks refuse without a call: incomplete, bad price, signed out', async () => {
    const { data, api, engine } = setup({});
    await settle();
    togglePick(engine, 'w7', 'm1', '1');
    expect(await submitLotofoot(engine, data.store, 'w7', '150')).toMatchObject({ payload: { code: 'LOTOFOOT_INCOMPLETE', status: 0 } });
    for (const id of IDS) {
      togglePick(engine, 'w7', id, '2');
    }
    expect(await submitLotofoot(engine, data.store, 'w7', '10.555')).toMatchObject({ payload: { code: 'LOTOFOOT_PRICE_FORMAT' } });
    expect(await submitLotofoot(engine, data.store, 'w7', '0')).toMatchObject({ payload: { code: 'LOTOFOOT_INVALID_PRICE' } });
    const visitor = setup({}, false);
    await settle();
    for (const id of IDS) {
      togglePick(visitor.engine, 'w7', id, '1');
    }
    expect(await submitLotofoot(visitor.engine, visitor.data.store, 'w7', '150')).toMatchObject({ payload: { code: 'LOTOFOOT_LOGIN_REQUIRED' } });
    expect([...api.calls, ...visitor.api.calls].filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('picks in browser storage', () => {
  it('are stored per week as they are tapped and come back after a reload; a submitted ticket clears them', async () => {
    const memory = new Map<string, string>();
    const storage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };
    const first = setup({ 'POST /api/v1/lotofoot/tickets': SUBMITTED });
    startPicksStorage(first.engine, first.data.store, storage);
    await settle();
    togglePick(first.engine, 'w7', 'm1', '1');
    togglePick(first.engine, 'w7', 'm2', '2');
    expect(JSON.parse(memory.get(PICKS_STORAGE_KEY) ?? '{}')).toEqual({ w7: { m1: '1', m2: '2' } });

    const reloaded = setup({});
    startPicksStorage(reloaded.engine, reloaded.data.store, storage);
    await settle();
    expect(weekPicks(reloaded.data.store, 'w7')).toEqual({ m1: '1', m2: '2' });

    for (const id of IDS) {
      togglePick(reloaded.engine, 'w7', id, 'X');
    }
    reloaded.api.set('POST /api/v1/lotofoot/tickets', SUBMITTED);
    const done = submitLotofoot(reloaded.engine, reloaded.data.store, 'w7', '150');
    await settle();
    await done;
    expect(JSON.parse(memory.get(PICKS_STORAGE_KEY) ?? '')).toEqual({});
  });
});
