// The command pipeline with a scripted ApiClient: a ticket intent goes once to the client and comes back as
// TicketPlaced (slip cleared, reference kept) or TicketRefused {code, status, current} (slip kept); a malformed
// answer is BAD_ANSWER, never a throw; a failure is never retried by the engine; a money attempt that got no
// answer keeps its Idempotency-Key for the player's retry only; the client's own checks send nothing.
import { describe, it, expect } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { requestTicket } from '../../sync/tickets.ts';
import { requestTicketLookup } from '../../sync/ticket-lookup.ts';
import { slotSelections } from '../../sync/read/betslip.ts';
import { recordEvents } from '../../sync/recorder.ts';
import type { AppEvent } from '../../schema/event.ts';
import type { SlipSelection } from '../../schema/betslip.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const pick = (matchId: string, odds: number): SlipSelection => ({
  matchId,
  marketId: '1',
  outcomeId: '1',
  odds,
  specifier: null,
  variant: null,
  specialValue: null,
  variantValue: null,
  sport_name: 'Soccer',
  category: 'England',
  categoryCode: 'gb-eng',
  tournament: 'Premier League',
  matchName: `Home ${matchId} v Away`,
  marketName: '1X2',
  outcomeName: '1',
  timestamp: 1_900_000_000_000,
});
const TICKET = {
  id: 't-1',
  reference_id: 'BB-7Q2K9',
  bet_type: 'multiple',
  bet_status: 'PENDING',
  total_stake: 50,
  total_odds: 4.2,
  selections: [
    { MatchID: 'm1', MarketID: '1', OutcomeID: '1', Odds: 2.1 },
    { MatchID: 'm2', MarketID: '1', OutcomeID: '1', Odds: 2 },
  ],
};

/** A placement answer as the declaration has it (PlacedTicket: success, reference, ticket id and detail). */
const placed = (reference: string) => ({ success: true, reference_id: reference, ticket_id: 't-1', ticket: { ...TICKET, reference_id: reference } });

function setup(answers: Record<string, Answer>, signedIn = true) {
  const data = createAppData();
  const api = fakeApi(answers);
  const logs: string[] = [];
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: (m) => void logs.push(m), retryDelaysMs: [] });
  const recorder = recordEvents(engine.events$);
  const emit = (type: string, payload: unknown): void => engine.emit({ type, at: 1, source: 'user', payload } as AppEvent);
  if (signedIn) {
    emit('v1.SignedIn', {
      user: { id: '100234', phone: '+251911223344' },
      session: { id: 'tok-secret', merchant_id: MERCHANT },
      merchantId: MERCHANT,
      wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
      hasSeenUnlockNotification: true,
    });
  }
  emit('v1.SelectionToggled', { slot: 0, selection: pick('m1', 2.1) });
  emit('v1.SelectionToggled', { slot: 0, selection: pick('m2', 2) });
  emit('v1.SlipStakeChanged', { slot: 0, stake: '50' });
  return { data, api, engine, logs, recorder, emit, place: () => requestTicket(engine, data, 0) };
}

const placement = (data: ReturnType<typeof createAppData>) => data.store.getRow('placements', '0');

describe('placing a ticket as a command', () => {
  it('places a money ticket with the session and a key, clears the slip and keeps the reference and the ticket', async () => {
    const { data, api, place } = setup({ 'POST /api/v1/tickets': { success: true, reference_id: 'BB-7Q2K9', ticket_id: 't-1', ticket: TICKET } });
    const outcome = await place();
    expect(outcome.type).toBe('v1.TicketPlaced');
    const call = api.log[0]!;
    expect(call.options.session).toEqual({ token: 'tok-secret', merchantId: MERCHANT });
    expect(call.options.headers?.['Idempotency-Key']).toMatch(/.{8,}/);
    expect(call.options.body).toMatchObject({
      user_id: '100234',
      total_stake: 50,
      selections: [
        { match_id: 'm1', odds: 2.1 },
        { match_id: 'm2', odds: 2 },
      ],
    });
    expect(slotSelections(data, 0)).toEqual([]);
    expect(data.store.getCell('slips', '0', 'stake')).toBe('');
    expect(placement(data)).toMatchObject({ status: 'placed', reference: 'BB-7Q2K9', retry_key: '' });
    expect(JSON.parse(placement(data).ticket ?? '')).toMatchObject({ reference_id: 'BB-7Q2K9', total_odds: 4.2 });
  });

  it('an ODDS_CHANGED refusal (400 or 409) keeps the slip and stores the code and the current prices', async () => {
    for (const status of [400, 409]) {
      const refusal = new ApiRequestError('Odds have changed. Please refresh and try again', status, 'ODDS_CHANGED');
      refusal.body = {
        error: refusal.message,
        code: 'ODDS_CHANGED',
        current: [{ match_id: 'm1', market_id: '1', outcome_id: '1', specifier: '', odds: 2.5 }],
      };
      const { data, place } = setup({ 'POST /api/v1/tickets': refusal });
      await place();
      expect(slotSelections(data, 0).map((s) => s.odds)).toEqual([2.1, 2]);
      expect(placement(data)).toMatchObject({ status: 'refused', code: 'ODDS_CHANGED', http_status: status, retry_key: '' });
      expect(JSON.parse(placement(data).current ?? '')).toEqual([{ match_id: 'm1', market_id: '1', outcome_id: '1', specifier: '', odds: 2.5 }]);
    }
  });

  it('a malformed answer is a BAD_ANSWER refusal with a log line', async () => {
    const { data, logs, place } = setup({ 'POST /api/v1/tickets': { success: true, reference: 42 } });
    const outcome = await place();
    expect(outcome).toMatchObject({ type: 'v1.TicketRefused', payload: { code: 'BAD_ANSWER' } });
    expect(slotSelections(data, 0)).toHaveLength(2);
    expect(logs.some((l) => l.includes('does not decode'))).toBe(true);
  });

  it('a network failure is not retried by the engine; the player’s retry reuses the key, an answer ends it', async () => {
    const { data, api, place } = setup({ 'POST /api/v1/tickets': new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK') });
    await place();
    await flush();
    expect(api.calls).toEqual(['POST /api/v1/tickets']);
    expect(placement(data)).toMatchObject({ status: 'refused', code: 'NETWORK', http_status: 0 });
    const first = api.log[0]!.options.headers?.['Idempotency-Key'];
    api.set('POST /api/v1/tickets', new ApiRequestError('Insufficient balance. Please top up and try again.', 400, 'INSUFFICIENT_BALANCE'));
    await place();
    expect(api.log[1]!.options.headers?.['Idempotency-Key']).toBe(first);
    expect(placement(data)).toMatchObject({ code: 'INSUFFICIENT_BALANCE', retry_key: '' });
    await place();
    expect(api.log[2]!.options.headers?.['Idempotency-Key']).not.toBe(first);
  });

  it('reuses the key of an unanswered attempt only for the same slip: a changed stake gets a fresh key (issue 28: 409)', async () => {
    const { data, api, place, emit } = setup({
      'POST /api/v1/tickets': new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'),
    });
    await place();
    await flush();
    const first = api.log[0]!.options.headers?.['Idempotency-Key'];
    expect(placement(data)).toMatchObject({ status: 'refused', code: 'NETWORK', retry_key: first });
    emit('v1.SlipStakeChanged', { slot: 0, stake: '60' });
    await place();
    expect(api.log[1]!.options.headers?.['Idempotency-Key']).not.toBe(first);
    emit('v1.SlipStakeChanged', { slot: 0, stake: '50' });
    await place();
    expect(api.log[2]!.options.headers?.['Idempotency-Key']).not.toBe(first);
  });

  it('a 503 OVERLOADED is sent again after its Retry-After with the same Idempotency-Key, and the answer places it (issue 28)', async () => {
    let tries = 0;
    const { api, place } = setup({
      'POST /api/v1/tickets': () => {
        tries += 1;
        if (tries === 1) {
          const busy = new ApiRequestError('The server is busy; try again shortly', 503, 'OVERLOADED');
          busy.retryAfterS = 0;
          throw busy;
        }
        return placed('BB-AFTER');
      },
    });
    const outcome = await place();
    expect(outcome).toMatchObject({ type: 'v1.TicketPlaced', payload: { reference: 'BB-AFTER' } });
    expect(api.calls).toEqual(['POST /api/v1/tickets', 'POST /api/v1/tickets']);
    const keys = api.log.map((c) => c.options.headers?.['Idempotency-Key']);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('the client’s own checks refuse by code without a call; a visitor places a cashier ticket without a session', async () => {
    const { data, api, emit, place } = setup({ 'POST /api/v1/tickets/cashier/anonymous': placed('CASH-1') }, false);
    emit('v1.SlipStakeChanged', { slot: 0, stake: '900000' });
    await place();
    expect(placement(data)).toMatchObject({ status: 'refused', code: 'POTENTIAL_WIN_TOO_HIGH', http_status: 0 });
    emit('v1.SlipStakeChanged', { slot: 0, stake: '10' });
    await place();
    expect(api.log.map((c) => [c.path, c.options.session, c.options.headers])).toEqual([['/api/v1/tickets/cashier/anonymous', undefined, undefined]]);
    expect(placement(data)).toMatchObject({ status: 'placed', reference: 'CASH-1' });
    await place();
    expect(placement(data)).toMatchObject({ status: 'refused', code: 'NO_PICKS' });
    expect(api.calls).toHaveLength(1);
  });

  it('decodes with the declared answer: a reference without its ticket is BAD_ANSWER and the money key is kept', async () => {
    const { data, logs, place } = setup({ 'POST /api/v1/tickets': { success: true, reference_id: 'BB-1' } });
    await place();
    expect(placement(data)).toMatchObject({ status: 'refused', code: 'BAD_ANSWER', http_status: 0 });
    expect(placement(data).retry_key).toMatch(/.{8,}/);
    expect(logs.some((l) => l.includes('does not decode'))).toBe(true);
  });

  it('a second tap while a placement is in flight sends nothing', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { api, place } = setup({
      'POST /api/v1/tickets': () =>
        new Promise((r) => {
          answer = r;
        }),
    });
    const first = place();
    await flush();
    void place();
    await flush();
    expect(api.calls).toHaveLength(1);
    answer(placed('BB-1'));
    expect(await first).toMatchObject({ type: 'v1.TicketPlaced' });
  });

  it('no event carries the session token', async () => {
    const { recorder, place } = setup({ 'POST /api/v1/tickets': placed('BB-1') });
    await place();
    const lines = recorder
      .toJsonl()
      .split('\n')
      .filter((l) => !l.includes('"v1.SignedIn"'));
    expect(lines.join('\n')).not.toContain('tok-secret');
  });
});

describe('Check Ticket as a command', () => {
  it('finds a ticket, says NOT_FOUND for a 404, BAD_ANSWER for a malformed one, EMPTY_REFERENCE without a call', async () => {
    const { data, api, engine } = setup({ '/api/v1/tickets/reference/BB-7Q2K9': TICKET }, false);
    await requestTicketLookup(engine, '  BB-7Q2K9 ');
    expect(data.store.getRow('ticketLookup', 'current')).toMatchObject({ status: 'found', reference: 'BB-7Q2K9' });
    api.set('/api/v1/tickets/reference/NOPE', new ApiRequestError('Ticket not found', 404, 'NOT_FOUND'));
    await requestTicketLookup(engine, 'NOPE');
    expect(data.store.getRow('ticketLookup', 'current')).toMatchObject({ status: 'failed', code: 'NOT_FOUND', http_status: 404, ticket: '' });
    api.set('/api/v1/tickets/reference/BAD', { reference_id: 'BAD' });
    await requestTicketLookup(engine, 'BAD');
    expect(data.store.getRow('ticketLookup', 'current')).toMatchObject({ status: 'failed', code: 'BAD_ANSWER' });
    await requestTicketLookup(engine, '   ');
    expect(data.store.getRow('ticketLookup', 'current')).toMatchObject({ status: 'failed', code: 'EMPTY_REFERENCE' });
    expect(api.calls).toHaveLength(3);
  });
});
