// Points betting in the data layer (spec §3/§4/§5): the config is decoded into the store, points mode
// needs a signed-in player and an enabled config and falls back to money on sign-out, the slip's points
// figures apply the rules with their texts, and placing a points ticket sends {user_id, stake, selections}.
import { describe, it, expect } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { bettingConfigResource, pointsFigures, type SlipPointsConfig } from '../../sync/points.ts';
import { requestTicket } from '../../sync/tickets.ts';
import { pointsConfigOf } from '../../sync/read/points.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from './fake-api.ts';
import { DEMO, signedIn } from './points-fixtures.ts';

const mode = (m: 'money' | 'points'): AppEvent => ({ type: 'v1.BettingModeChanged', at: 1, source: 'user', payload: { mode: m } });
const quiet = (): void => undefined;

async function loadConfig(data: ReturnType<typeof createAppData>, config: unknown): Promise<void> {
  const engine = createSyncEngine(data, fakeApi({ '/api/v1/betting-config': { success: true, data: config, error: null } }), { log: quiet });
  engine.request(bettingConfigResource('birrbet-demo'));
  await new Promise((r) => setTimeout(r, 0));
  engine.dispose();
}

describe('betting mode', () => {
  it('stays money for a visitor even with points enabled', async () => {
    const data = createAppData();
    await loadConfig(data, DEMO);
    applyEvent(data, mode('points'), quiet);
    expect(data.store.getValue('betting_mode')).toBe('money');
  });

  it('switches to points for a signed-in player, and back to money on sign-out', async () => {
    const data = createAppData();
    applyEvent(data, JSON.parse(signedIn) as AppEvent, quiet);
    await loadConfig(data, DEMO);
    expect(pointsConfigOf(data.store)).toMatchObject({ points_min_stake: 30, points_min_selections: 5, points_to_money_rate: 0.1 });
    applyEvent(data, mode('points'), quiet);
    expect(data.store.getValue('betting_mode')).toBe('points');
    applyEvent(data, { type: 'v1.SignedOut', at: 2, source: 'user', payload: { reason: 'user' } }, quiet);
    expect(data.store.getValue('betting_mode')).toBe('money');
  });

  it('falls back to money when a refreshed config switches points off', async () => {
    const data = createAppData();
    applyEvent(data, JSON.parse(signedIn) as AppEvent, quiet);
    await loadConfig(data, DEMO);
    applyEvent(data, mode('points'), quiet);
    applyEvent(
      data,
      {
        type: 'v1.BettingConfigLoaded',
        at: 3,
        source: 'remote',
        payload: { key: 'betting-config', config: { ...DEMO, points_betting_enabled: false } },
      },
      quiet,
    );
    expect(data.store.getValue('betting_mode')).toBe('money');
  });

  it('drops a malformed config answer without touching the store', async () => {
    const data = createAppData();
    await loadConfig(data, { points_betting_enabled: 'yes' });
    expect(pointsConfigOf(data.store)).toBeNull();
    expect(data.store.getCell('resources', 'betting-config', 'status')).toBe('error');
  });
});

describe('points figures (spec §5)', () => {
  const config: SlipPointsConfig = { ...DEMO };
  const five = [1.5, 1.6, 1.7, 1.8, 2.0];
  it('win is stake × rate in ETB; empty stake counts as 10', () => {
    expect(pointsFigures(config, five, '50')).toMatchObject({ stake: 50, potentialWinCents: 500, error: null });
    expect(pointsFigures(config, five, '').error).toEqual({
      code: 'POINTS_MIN_STAKE',
      values: { min_stake: 30 },
      text: 'Minimum stake is 30 points',
    });
  });
  it('names the broken rule by code with its values and the spec text, in order', () => {
    expect(pointsFigures(config, five, '20000')).toMatchObject({
      stake: 10_000,
      error: { code: 'POINTS_MAX_STAKE', values: { max_stake: 10_000 }, text: 'Maximum stake is 10000 points' },
    });
    expect(pointsFigures(config, five.slice(0, 3), '50').error).toMatchObject({ code: 'POINTS_MIN_SELECTIONS', values: { min_selections: 5 } });
    expect(pointsFigures(config, [1.5, 1.4, 1.7, 1.8, 2.0], '50').error).toMatchObject({
      code: 'POINTS_MIN_ODDS',
      values: { selection: 2, min_odds: 1.45 },
      text: 'Selection 2: Minimum odds is 1.45',
    });
    expect(pointsFigures(config, [1.5, 1.5, 1.5, 1.5, 1.5], '50').error).toMatchObject({
      code: 'POINTS_MIN_TOTAL_ODDS',
      values: { min_total_odds: 10 },
    });
  });
  it('adjusts a stake whose win passes the payout limit', () => {
    expect(pointsFigures({ ...config, points_max_potential_win: 100 }, five, '5000')).toMatchObject({
      stake: 1000,
      potentialWinCents: 10_000,
      notice: { code: 'POINTS_STAKE_ADJUSTED', values: { stake: 1000 }, text: 'Stake adjusted to 1000 points to comply with maximum payout limits.' },
    });
  });
  it('checks nothing when points betting is off or the config is not loaded', () => {
    expect(pointsFigures(null, [1.1], '1').error).toBeNull();
    expect(pointsFigures({ ...config, points_betting_enabled: false }, [1.1], '1').error).toBeNull();
  });
});

describe('placing a points ticket (the ticket command in points mode)', () => {
  const pick = (odds: number, i: number) => ({
    matchId: `m${i}`,
    marketId: '1',
    outcomeId: '1',
    odds,
    marketName: '1X2',
    outcomeName: '1',
    matchName: 'A v B',
    timestamp: 0,
  });
  const five = [1.5, 1.6, 1.7, 1.8, 2.0].map(pick);
  async function pointsSlip(answer: unknown, stake = '50') {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/betting-config': { success: true, data: DEMO, error: null }, 'POST /api/v1/tickets/points': answer });
    const engine = createSyncEngine(data, api, { log: quiet, merchantId: 'birrbet-demo' });
    engine.emit(JSON.parse(signedIn) as AppEvent);
    engine.request(bettingConfigResource('birrbet-demo'));
    await new Promise((r) => setTimeout(r, 0));
    engine.emit(mode('points'));
    engine.emit({ type: 'v1.SlipStakeChanged', at: 1, source: 'user', payload: { slot: 0, stake } });
    const outcome = await requestTicket(engine, data, 0, { selections: five as never });
    return { data, api, outcome };
  }
  /** The placement answer as the declaration has it (PlacedTicket). */
  const PLACED = {
    success: true,
    reference_id: 'PTS-1',
    ticket_id: 'p-1',
    ticket: { id: 'p-1', reference_id: 'PTS-1', bet_type: 'multiple', bet_status: 'PENDING', total_stake: 50, total_odds: 7.59, selections: [] },
  };
  it('posts user_id, stake and selections with the session', async () => {
    const { api, outcome } = await pointsSlip(PLACED);
    expect(outcome).toMatchObject({ type: 'v1.TicketPlaced', payload: { reference: 'PTS-1' } });
    const call = api.log.find((c) => c.path === '/api/v1/tickets/points');
    expect(call?.options.body).toMatchObject({ user_id: '10000010', stake: 50 });
    expect((call!.options.body as { selections: unknown[] }).selections[0]).toMatchObject({
      match_id: 'm0',
      market_id: '1',
      outcome_id: '1',
      odds: 1.5,
    });
    expect(call?.options.session?.token).toBeTruthy();
  });
  it('refuses a rule break without a call, and writes a stake the rules moved back to the slip', async () => {
    const { data, api, outcome } = await pointsSlip(PLACED, '20000');
    expect(outcome).toMatchObject({
      type: 'v1.TicketRefused',
      payload: { code: 'POINTS_MAX_STAKE', message: 'Maximum stake is 10000 points', values: { max_stake: 10_000 } },
    });
    expect(data.store.getRow('placements', '0')).toMatchObject({ status: 'refused', code: 'POINTS_MAX_STAKE', values: '{"max_stake":10000}' });
    expect(data.store.getCell('slips', '0', 'stake')).toBe('10000');
    expect(api.calls).not.toContain('POST /api/v1/tickets/points');
  });
  it('keeps the server’s code and words on a refusal', async () => {
    const { data } = await pointsSlip(new ApiRequestError('Insufficient active points', 400, 'INSUFFICIENT_POINTS'));
    expect(data.store.getRow('placements', '0')).toMatchObject({
      status: 'refused',
      code: 'INSUFFICIENT_POINTS',
      http_status: 400,
      message: 'Insufficient active points',
    });
  });
  it('keeps the numbers the server sends beside its code (a rule broken on the server side)', async () => {
    const refusal = new ApiRequestError('Minimum 5 selections required', 400, 'POINTS_MIN_SELECTIONS');
    refusal.body = { error: 'Minimum 5 selections required', code: 'POINTS_MIN_SELECTIONS', min_selections: 5, note: 'x' };
    const { data } = await pointsSlip(refusal);
    expect(data.store.getRow('placements', '0')).toMatchObject({ code: 'POINTS_MIN_SELECTIONS', values: '{"min_selections":5}' });
  });
});
