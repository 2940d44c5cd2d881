// @vitest-environment jsdom
// The odds format on screen (issue 29): an odds button and the slip's total odds render the same price as decimal,
// fractional and American as the store's setting changes, the money figures never change with it, the settings
// menu's choice reaches the store, and only a player's choice is kept in storage for the next visit.
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { OddsCell } from '../../src/components/MatchRow.tsx';
import { MoneyBreakdown } from '../../src/betslip/SlipBreakdown.tsx';
import { LanguageSelector } from '../../src/layout/LanguageSelector.tsx';
import { slipFigures } from '../../sync/slip-figures.ts';
import { ODDS_FORMAT_STORAGE_KEY, persistOddsFormat, startingOddsFormat } from '../../sync/odds-format.ts';
import type { OddsFormat } from '../../domain/odds-format.ts';
import { fakeApi } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

async function world(ui: ReactNode) {
  await loadAllMessages('en');
  const data = createAppData();
  const engine = createSyncEngine(data, fakeApi({}), { log: () => undefined, retryDelaysMs: [] });
  data.store.setRow('markets', 'm1', { match_id: 'x1', market_id: '1', name: '1X2', status: 'active' });
  data.store.setRow('outcomes', 'o1', { market_row: 'm1', match_id: 'x1', outcome_id: '1', name: 'Home', odds: 2.5, position: 0 });
  const host = document.createElement('div');
  document.body.append(host);
  mounted = createRoot(host);
  await act(async () =>
    mounted?.render(
      <Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={engine}>
          <I18nProvider>{ui}</I18nProvider>
        </EngineContext.Provider>
      </Provider>,
    ),
  );
  const choose = (format: OddsFormat, source: 'user' | 'system' = 'user') =>
    act(async () => engine.emit({ type: 'v1.OddsFormatChanged', at: 1, source, payload: { format } }));
  return { data, engine, host, choose };
}

describe('a price on screen follows the odds format', () => {
  it('an odds button reads 2.50, 3/2 and +150', async () => {
    const w = await world(<OddsCell outcomeRow="o1" label="1" pickable />);
    const price = () => w.host.querySelector('[data-testid="odds"] b')?.textContent;
    const label = () => w.host.querySelector('[data-testid="odds"]')?.getAttribute('aria-label');
    expect(price()).toBe('2.50');
    await w.choose('fractional');
    expect(price()).toBe('3/2');
    expect(label()).toBe('1 3/2');
    await w.choose('american');
    expect(price()).toBe('+150');
    await w.choose('decimal');
    expect(price()).toBe('2.50');
  });

  it("the slip's total odds change form, its money figures do not", async () => {
    const figures = slipFigures([1.5, 2], '100');
    const w = await world(<MoneyBreakdown figures={figures} />);
    const total = () => w.host.querySelector('[data-testid="slip-total-odds"]')?.textContent;
    const win = () => w.host.querySelector('[data-testid="slip-net-win"]')?.textContent;
    const before = win();
    expect(total()).toBe('3.00');
    await w.choose('fractional');
    expect(total()).toBe('2/1');
    expect(win()).toBe(before);
    await w.choose('american');
    expect(total()).toBe('+200');
    expect(win()).toBe(before);
  });

  it("the settings menu's odds row sets the format", async () => {
    const w = await world(<LanguageSelector />);
    await act(async () => w.host.querySelector<HTMLButtonElement>('[data-testid="language-button"]')?.click());
    const fractional = w.host.querySelector<HTMLButtonElement>('[data-testid="odds-format-fractional"]');
    expect(fractional?.textContent).toBe('3/2');
    expect(fractional?.getAttribute('aria-label')).toBe('Fractional');
    await act(async () => fractional?.click());
    expect(w.data.store.getValue('odds_format')).toBe('fractional');
  });
});

describe('the kept choice', () => {
  it("keeps a player's choice, never the system's start-up setting, and starts the next visit in it", async () => {
    const w = await world(null);
    const stored = new Map<string, string>();
    persistOddsFormat(w.engine, { setItem: (k, v) => stored.set(k, v) });
    await w.choose('american', 'system');
    expect(stored.size).toBe(0);
    await w.choose('fractional');
    expect(stored.get(ODDS_FORMAT_STORAGE_KEY)).toBe('fractional');
    expect(startingOddsFormat({ getItem: (k) => stored.get(k) ?? null })).toBe('fractional');
    expect(startingOddsFormat({ getItem: () => 'bogus' })).toBe('decimal');
    expect(
      startingOddsFormat({
        getItem: () => {
          throw new Error('private mode');
        },
      }),
    ).toBe('decimal');
  });
});
