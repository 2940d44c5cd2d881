// @vitest-environment jsdom
// Express never shows a finished match as LIVE (issue 29). The rule (sync/express.ts showsLive): a row is LIVE
// while the list says live AND its first half is not over. Proven on the rule and on the screen's row: an express
// answer loaded through the real engine says 'live' for a match that kicked off at 10:30; kept (the TTL, the
// persisted store, offline), the row shows LIVE at 10:50 and no longer at 11:16 or at 13:00 when the match is over.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpressRow } from '../../src/screens/express/ExpressRow.tsx';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { EXPRESS_LIVE_MS, expressList, expressResource, showsLive } from '../../sync/express.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi, flush } from './fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KICK_OFF = Date.parse('2026-11-22T10:30:00Z');
const MIN = 60_000;
const wireMatch = {
  id: 'live1',
  start_time: new Date(KICK_OFF).toISOString(),
  sport_id: '1',
  sport_name: 'Soccer',
  category_id: 'sr:category:35',
  category_name: 'Netherlands',
  tournament_id: 'sr:tournament:37',
  tournament_name: 'Eredivisie',
  home_team: { name: 'Ajax' },
  away_team: { name: 'PSV' },
  outcome_count: 40,
  country_code: 'nl',
  status: 'live',
  main_market: {
    market_id: '1',
    name: '1X2',
    status: 'suspended',
    priority: 0,
    group_id: 'main',
    group_name: 'Main',
    specifier: null,
    outcomes: ['1', 'X', '2'].map((n, i) => ({
      id: String(i + 1),
      name: n,
      odds: 1.5 + i,
      specifier: null,
      variant: null,
      special_value: null,
      variant_value: null,
    })),
  },
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the LIVE rule', () => {
  it('is LIVE only while the list says live and the first half is not over', () => {
    expect(showsLive('live', KICK_OFF, KICK_OFF + 10 * MIN)).toBe(true);
    expect(showsLive(' LIVE ', KICK_OFF, KICK_OFF - MIN)).toBe(true); // a device clock a little behind
    expect(showsLive('live', KICK_OFF, KICK_OFF + EXPRESS_LIVE_MS)).toBe(false);
    expect(showsLive('live', KICK_OFF, KICK_OFF + 3 * 60 * MIN)).toBe(false); // finished
    expect(showsLive('not_started', KICK_OFF, KICK_OFF + 10 * MIN)).toBe(false);
    expect(showsLive('live', 0, KICK_OFF)).toBe(false); // no kick-off known
  });
});

describe('an express row from a kept list', () => {
  it('drops the LIVE tag once the match is past its first half, and never shows it for a finished match', async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/express-matches': { matches: [wireMatch], sports: [], total: 1, page: 1, page_size: 20 } });
    const engine = createSyncEngine(data, api, { now: () => KICK_OFF + 20 * MIN, log: () => undefined });
    engine.request(expressResource(''));
    await flush();
    await loadAllMessages('en');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(KICK_OFF + 20 * MIN);
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () =>
      createRoot(host).render(
        <Provider store={data.store as never}>
          <I18nProvider>
            <ExpressRow list={expressList('')} matchId="live1" onOpen={() => undefined} />
          </I18nProvider>
        </Provider>,
      ),
    );
    const tag = () => host.querySelector('[data-testid="live-tag"]');
    expect(host.querySelector('[data-testid="express-row"]')).not.toBeNull();
    expect(tag()?.textContent).toBe('LIVE');
    // The first half ends at 11:15: the row drops the tag by itself (its timer), though the list still says live.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(26 * MIN);
    });
    expect(data.store.getCell('listItems', `${expressList('')}|live1`, 'status') ?? 'live').toBe('live');
    expect(tag()).toBeNull();
    // Rendered afresh long after the match finished (a list persisted from an earlier visit): no LIVE.
    vi.setSystemTime(KICK_OFF + 3 * 60 * MIN);
    const again = document.createElement('div');
    document.body.append(again);
    await act(async () =>
      createRoot(again).render(
        <Provider store={data.store as never}>
          <I18nProvider>
            <ExpressRow list={expressList('')} matchId="live1" onOpen={() => undefined} />
          </I18nProvider>
        </Provider>,
      ),
    );
    expect(again.querySelector('[data-testid="express-row"]')).not.toBeNull();
    expect(again.querySelector('[data-testid="live-tag"]')).toBeNull();
  });
});
