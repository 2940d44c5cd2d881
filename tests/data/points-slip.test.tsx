// @vitest-environment jsdom
// The open slip in points mode (issue 29): the money bonus badge ('+5% bonus' for three picks) shows in money mode
// only, and a points refusal shown under the stake disappears as the player corrects the stake. And in money mode, the
// ticket carries the stake the field shows even while the stake's change event is still queued behind a big answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { createRoot, type Root } from 'react-dom/client';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { bettingConfigResource } from '../../sync/points.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import BetslipPanel from '../../src/betslip/BetslipPanel.tsx';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom's import.meta.url is not a file URL: the stream is read from the repository root vitest runs in
const signedIn = readFileSync('tests/streams/account-session.jsonl', 'utf8').split('\n')[0] ?? '';
const CONFIG = {
  merchant_id: 'birrbet-demo',
  points_betting_enabled: true,
  points_to_money_rate: 0.1,
  points_min_stake: 30,
  points_max_stake: 10_000,
  points_max_selections: 20,
  points_min_odds_per_selection: 1.2,
  points_min_total_odds: 2,
  points_max_total_odds: 2000,
  points_max_potential_win: 1000,
};
const pick = (odds: number, i: number) => ({
  matchId: `m${i}`,
  marketId: '1',
  outcomeId: '1',
  odds,
  specifier: null,
  variant: null,
  specialValue: null,
  variantValue: null,
  marketName: '1X2',
  outcomeName: '1',
  matchName: `Home ${i} v Away ${i}`,
  timestamp: 0,
});

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

/** `held`: events the UI emits that the engine takes only later (a queue busy with a big answer). */
async function openSlip(held?: AppEvent[]) {
  await loadAllMessages('en');
  const data = createAppData();
  const api = fakeApi({ '/api/v1/betting-config': { success: true, data: CONFIG, error: null } });
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: 'birrbet-demo', retryDelaysMs: [] });
  const emit = (type: string, payload: unknown) => act(async () => engine.emit({ type, at: Date.now(), source: 'user', payload } as AppEvent));
  engine.emit(JSON.parse(signedIn) as AppEvent);
  engine.request(bettingConfigResource('birrbet-demo'));
  await new Promise((r) => setTimeout(r, 0));
  for (const [i, odds] of [1.5, 1.6, 1.7].entries()) {
    engine.emit({ type: 'v1.SelectionToggled', at: 1, source: 'user', payload: { slot: 0, selection: pick(odds, i) } } as AppEvent);
  }
  const host = document.createElement('div');
  document.body.append(host);
  mounted = createRoot(host);
  await act(async () =>
    mounted?.render(
      <Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={held ? { ...engine, emit: (e: AppEvent) => (e.type === 'v1.SlipStakeChanged' ? held.push(e) : engine.emit(e)) } : engine}>
          <I18nProvider>
            <BetslipPanel onClose={() => undefined} />
          </I18nProvider>
        </EngineContext.Provider>
      </Provider>,
    ),
  );
  const q = (id: string) => host.querySelector(`[data-testid="${id}"]`);
  return { data, emit, q, engine };
}

describe('the slip in points mode', () => {
  it('shows the money bonus badge in money mode only', async () => {
    const s = await openSlip();
    expect(s.q('slip-bonus')?.textContent).toMatch(/5%/);
    await s.emit('v1.BettingModeChanged', { mode: 'points' });
    expect(s.data.store.getValue('betting_mode')).toBe('points');
    expect(s.q('slip-bonus')).toBeNull();
    await s.emit('v1.BettingModeChanged', { mode: 'money' });
    expect(s.q('slip-bonus')).not.toBeNull();
  });

  it("a points refusal under the stake goes once the stake is corrected", async () => {
    const s = await openSlip();
    await s.emit('v1.BettingModeChanged', { mode: 'points' });
    await s.emit('v1.SlipStakeChanged', { slot: 0, stake: '20' });
    await act(async () => (s.q('place-bet') as HTMLButtonElement).click());
    // the ticket command's handlers load on first use: wait for its answer, not for a time
    await vi.waitFor(() => expect(s.data.store.getCell('placements', '0', 'status')).toBe('refused'), { timeout: 15_000, interval: 20 });
    await act(async () => undefined);
    expect(s.q('slip-error')?.textContent).toBe('Minimum stake is 30 points');
    const input = s.q('slip-stake') as HTMLInputElement;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(input, '50');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(s.data.store.getCell('slips', '0', 'stake')).toBe('50');
    expect(s.q('slip-error')).toBeNull();
    expect(s.q('slip-rule')).toBeNull();
  });
});

describe('the stake a ticket carries', () => {
  it('is the one in the field, even before the store has taken its change in', async () => {
    const held: AppEvent[] = [];
    const s = await openSlip(held);
    const requested: AppEvent[] = [];
    const seen = s.engine.events$.subscribe((e) => e.type === 'v1.TicketRequested' && requested.push(e));
    const input = s.q('slip-stake') as HTMLInputElement;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(input, '20');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(held.map((e) => e.type)).toEqual(['v1.SlipStakeChanged']);
    expect(s.data.store.getCell('slips', '0', 'stake') ?? '').toBe('');
    expect(input.value).toBe('20');
    await act(async () => (s.q('place-bet') as HTMLButtonElement).click());
    seen.unsubscribe();
    expect(requested.map((e) => (e.payload as { stake: string }).stake)).toEqual(['20']);
  });
});
