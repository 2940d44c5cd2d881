// Points betting in the data layer (spec §3/§4/§5): the config is decoded into the store, points mode
// needs a signed-in player and an enabled config and falls back to money on sign-out, the slip's points
// figures apply the rules with their texts, and placing a points ticket sends {user_id, stake, selections}.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { bettingConfigResource, placePointsTicket, pointsFigures, type SlipPointsConfig } from '../../sync/points.ts';
import { pointsConfigOf } from '../../sync/materializers/points.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from './fake-api.ts';

const signedIn = readFileSync(new URL('../streams/account-session.jsonl', import.meta.url), 'utf8').split('\n')[0] ?? '';
const DEMO = {
  merchant_id: 'birrbet-demo', points_betting_enabled: true, points_to_money_rate: 0.1, points_min_stake: 30, points_max_stake: 10_000,
  points_min_selections: 5, points_max_selections: 20, points_min_odds_per_selection: 1.45, points_min_total_odds: 10,
  points_max_total_odds: 2000, points_max_potential_win: 1000, points_max_daily_tickets: 20, points_max_daily_stake: 50_000, points_max_daily_win: 5000,
};
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
    applyEvent(data, { type: 'v1.BettingConfigLoaded', at: 3, source: 'remote', payload: { key: 'betting-config', config: { ...DEMO, points_betting_enabled: false } } }, quiet);
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
    expect(pointsFigures(config, five, '50')).toMatchObject({ stake: 50, potentialWinCents: 500, error: '' });
    expect(pointsFigures(config, five, '').error).toBe('Minimum stake is 30 points');
  });
  it('gives the spec texts in order', () => {
    expect(pointsFigures(config, five, '20000')).toMatchObject({ stake: 10_000, error: 'Maximum stake is 10000 points' });
    expect(pointsFigures(config, five.slice(0, 3), '50').error).toBe('Minimum 5 selections required');
    expect(pointsFigures(config, [1.5, 1.4, 1.7, 1.8, 2.0], '50').error).toBe('Selection 2: Minimum odds is 1.45');
    expect(pointsFigures(config, [1.5, 1.5, 1.5, 1.5, 1.5], '50').error).toBe('Minimum total odds is 10');
  });
  it('adjusts a stake whose win passes the payout limit', () => {
    expect(pointsFigures({ ...config, points_max_potential_win: 100 }, five, '5000'))
      .toMatchObject({ stake: 1000, notice: 'Stake adjusted to 1000 points to comply with maximum payout limits.', potentialWinCents: 10_000 });
  });
  it('checks nothing when points betting is off or the config is not loaded', () => {
    expect(pointsFigures(null, [1.1], '1').error).toBe('');
    expect(pointsFigures({ ...config, points_betting_enabled: false }, [1.1], '1').error).toBe('');
  });
});

describe('placing a points ticket', () => {
  const pick = { matchId: 'm1', marketId: '1', outcomeId: '1', odds: 1.5, marketName: '1X2', outcomeName: '1', matchName: 'A v B' };
  it('posts user_id, stake and selections with the session', async () => {
    const api = fakeApi({ 'POST /api/v1/tickets/points': { success: true, reference_id: 'PTS-1' } });
    const placed = await placePointsTicket(api, { picks: [pick as never], stake: 50, userId: '7', session: { token: 'tok', merchantId: 'birrbet-demo' } });
    expect(placed.reference).toBe('PTS-1');
    expect(api.log[0]?.options).toMatchObject({ body: { user_id: '7', stake: 50, selections: [{ match_id: 'm1', market_id: '1', outcome_id: '1', odds: 1.5 }] }, session: { token: 'tok' } });
  });
  it('maps refusals to the spec texts, keeping the server words for rule breaks', async () => {
    const refusedWith = async (error: Error): Promise<string> => {
      const api = fakeApi({ 'POST /api/v1/tickets/points': error });
      return placePointsTicket(api, { picks: [pick as never], stake: 50, userId: '7', session: { token: 't', merchantId: 'm' } }).then(() => '', (e: Error) => e.message);
    };
    expect(await refusedWith(new ApiRequestError('nope', 403, 'FORBIDDEN'))).toBe('You do not have permission to place this bet');
    expect(await refusedWith(new ApiRequestError('x', 503))).toBe('Validation service is currently unavailable. Please try again later');
    expect(await refusedWith(new ApiRequestError('x', 500, 'DATABASE_ERROR'))).toBe('Database error. Please try again');
    expect(await refusedWith(new ApiRequestError('Insufficient active points', 400, 'INSUFFICIENT_BALANCE'))).toBe('Insufficient active points');
    expect(await refusedWith(new ApiRequestError('x', 400, 'MATCH_STARTING_SOON'))).toBe('One or more matches are starting too soon');
  });
});
