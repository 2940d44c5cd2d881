// Bonus activation (spec §4) seen from the event stream: a later wallet reading with points moved from
// inactive to active calls back once with those points; a sign-in or a plain balance change does not.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { watchBonusActivation } from '../../src/account/unlock-watch.ts';

const recorded = readFileSync(new URL('../streams/account-session.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => decodeEvent(JSON.parse(l)))
  .filter((e): e is AppEvent => e !== null);

describe('bonus activation watch', () => {
  it('fires once with the activated points, never on sign-in or a plain credit', () => {
    const data = createAppData();
    const engine = createSyncEngine(data, { get: async () => ({}), request: async () => ({}) }, { log: () => undefined });
    const seen: number[] = [];
    watchBonusActivation(engine, data.store, (p) => seen.push(p));
    const signedIn = recorded.find((e) => e.type === 'v1.SignedIn');
    const loaded = recorded.find((e) => e.type === 'v1.WalletLoaded');
    if (!signedIn || !loaded || loaded.type !== 'v1.WalletLoaded') {
      throw new Error('recorded stream lacks sign-in or wallet');
    }
    engine.emit(signedIn);
    recorded
      .filter((e) => e.type === 'v1.BalanceUpdated')
      .forEach((e) => {
        engine.emit(e);
      });
    expect(seen).toEqual([]);
    const wallet = loaded.payload.wallet;
    engine.emit({ ...loaded, payload: { wallet: { ...wallet, active_points: 50, inactive_points: 0, activation_progress: null } } });
    expect(seen).toEqual([50]);
    engine.emit({ ...loaded, payload: { wallet: { ...wallet, active_points: 50, inactive_points: 0, activation_progress: null, balance: 1 } } });
    expect(seen).toEqual([50]);
  });
});
