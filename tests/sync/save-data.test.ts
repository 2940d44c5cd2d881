// Low-data mode's setting (sync/save-data.ts, the v1.SaveDataChanged materializer): the start decision (the kept
// choice wins, else the browser's or the server's hint), the store value, and that only a player's choice is
// kept — in storage and through the cookie writer — never the system's start-up setting.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createApiClient } from '../../sync/http.ts';
import { initialSaveData, persistSaveData, SAVE_DATA_STORAGE_KEY } from '../../sync/save-data.ts';

describe('initialSaveData', () => {
  it("keeps the player's choice over any hint", () => {
    expect(initialSaveData('0', true, true)).toBe(false);
    expect(initialSaveData('1', false, false)).toBe(true);
  });
  it('else follows the browser or the server page', () => {
    expect(initialSaveData(null, true, false)).toBe(true);
    expect(initialSaveData(undefined, false, true)).toBe(true);
    expect(initialSaveData('junk', false, false)).toBe(false);
  });
});

describe('v1.SaveDataChanged', () => {
  const setup = () => {
    const data = createAppData();
    const api = createApiClient({
      baseUrl: 'http://x.test',
      merchantId: 'm',
      apiKey: 'k',
      fetch: (() => Promise.reject(new Error('no network'))) as typeof fetch,
    });
    const engine = createSyncEngine(data, api, { merchantId: 'm', log: () => undefined });
    const stored = new Map<string, string>();
    const cookies: boolean[] = [];
    persistSaveData(engine, { setItem: (k, v) => stored.set(k, v) }, (on) => cookies.push(on));
    return { data, engine, stored, cookies };
  };

  it('sets the store value; a system setting is not kept', () => {
    const { data, engine, stored, cookies } = setup();
    expect(data.store.getValue('save_data')).toBe(false);
    engine.emit({ type: 'v1.SaveDataChanged', at: 1, source: 'system', payload: { on: true } });
    expect(data.store.getValue('save_data')).toBe(true);
    expect(stored.size).toBe(0);
    expect(cookies).toEqual([]);
    engine.dispose();
  });

  it("keeps the player's choices in storage and the cookie", () => {
    const { data, engine, stored, cookies } = setup();
    engine.emit({ type: 'v1.SaveDataChanged', at: 1, source: 'user', payload: { on: true } });
    engine.emit({ type: 'v1.SaveDataChanged', at: 2, source: 'user', payload: { on: false } });
    expect(data.store.getValue('save_data')).toBe(false);
    expect(stored.get(SAVE_DATA_STORAGE_KEY)).toBe('0');
    expect(cookies).toEqual([true, false]);
    engine.dispose();
  });
});
