// Points mode's refusals and the stake (issue 29): a refusal the stake caused disappears when the player corrects the
// stake; a refusal of something else (too few picks) stays; a stake the rules moved lands before the refusal that
// says so, so 'Stake adjusted to …' is shown until the player types again. Replayed through the engine as the slip
// emits them (v1.SlipStakeChanged from the stake field, the ticket command's own checks).
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { bettingConfigResource } from '../../sync/points.ts';
import { requestTicket } from '../../sync/tickets.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from './fake-api.ts';
import { DEMO, signedIn } from './points-fixtures.ts';

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
const FIVE = [1.5, 1.6, 1.7, 1.8, 2.0].map(pick);

async function pointsSlip(config = DEMO, answer: unknown = new ApiRequestError('Insufficient active points', 400, 'INSUFFICIENT_POINTS')) {
  const data = createAppData();
  const api = fakeApi({ '/api/v1/betting-config': { success: true, data: config, error: null }, 'POST /api/v1/tickets/points': answer });
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: 'birrbet-demo' });
  engine.emit(JSON.parse(signedIn) as AppEvent);
  engine.request(bettingConfigResource('birrbet-demo'));
  await new Promise((r) => setTimeout(r, 0));
  engine.emit({ type: 'v1.BettingModeChanged', at: 1, source: 'user', payload: { mode: 'points' } });
  const stake = (value: string) => engine.emit({ type: 'v1.SlipStakeChanged', at: 2, source: 'user', payload: { slot: 0, stake: value } });
  const place = (picks = FIVE) => requestTicket(engine, data, 0, { selections: picks as never });
  const placement = () => data.store.getRow('placements', '0');
  return { data, stake, place, placement };
}

describe('a points refusal and the stake that caused it', () => {
  it("'Minimum stake is 30 points' disappears when the stake is corrected", async () => {
    const s = await pointsSlip();
    s.stake('20');
    await s.place();
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'POINTS_MIN_STAKE' });
    s.stake('50');
    expect(s.placement()).toMatchObject({ status: '', code: '' });
  });

  it("'Maximum stake is 10000 points' stays beside the stake the rules set, and goes when the player types", async () => {
    const s = await pointsSlip();
    s.stake('20000');
    await s.place();
    expect(s.data.store.getCell('slips', '0', 'stake')).toBe('10000');
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'POINTS_MAX_STAKE' });
    s.stake('500');
    expect(s.placement()?.status).toBe('');
  });

  it("'Stake adjusted to … points' stays after the adjustment it reports", async () => {
    const s = await pointsSlip({ ...DEMO, points_max_potential_win: 100 });
    s.stake('5000');
    await s.place();
    expect(s.data.store.getCell('slips', '0', 'stake')).toBe('1000');
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'POINTS_STAKE_ADJUSTED' });
  });

  it("the server's 'Insufficient active points' goes with a new stake", async () => {
    const s = await pointsSlip();
    s.stake('50');
    await s.place();
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_POINTS' });
    s.stake('40');
    expect(s.placement()?.status).toBe('');
  });

  it('a refusal the stake did not cause (too few picks) stays when the stake changes', async () => {
    const s = await pointsSlip();
    s.stake('50');
    await s.place(FIVE.slice(0, 3));
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'POINTS_MIN_SELECTIONS' });
    s.stake('60');
    expect(s.placement()).toMatchObject({ status: 'refused', code: 'POINTS_MIN_SELECTIONS' });
  });
});
