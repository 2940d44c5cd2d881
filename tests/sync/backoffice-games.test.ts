// The Games screen's data layer (issue 33), driven as the screen drives it, with the server's answers replayed in
// the order a run gave them: the providers land in the server's order and the games of each filter as its own list
// (the same filter however typed is one list; a fresh read is not asked again); a switch's answer replaces its
// provider or game row, keeping the provider's place; the real-money answer replaces every merchant's switch; what
// the screen sends passes the endpoints' declarations; an answer breaking its declaration never lands and leaves the
// store as it was; a recorded outcome stream rebuilds the same store; a sign-out clears it and outdates the reads.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SetGameSettings, SwitchGame, SwitchGameProvider } from '../../schema/endpoints/admin-games.ts';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, createBackofficeData } from '../../sync/backoffice/store.ts';
import { GAME_TABLES, gameFilter, gameListKey } from '../../sync/backoffice/store-games.ts';
import { replayingClient } from './backoffice-replay.ts';

const house = { id: 'house', display_name: 'BirrBet Originals', kind: 'house', active: true, switched_off: false, games: 6 };
const golden = { id: '632', display_name: 'Golden Race', kind: 'virtual', active: true, switched_off: false, games: 1 };
const studio = { id: 'hub88:pragmatic', display_name: 'Pragmatic Play', kind: 'casino', active: false, switched_off: false, games: 0 };
const game = (id: string, name: string, provider = 'house', more: Record<string, unknown> = {}) => ({
  id,
  name,
  provider,
  provider_name: provider === 'house' ? 'BirrBet Originals' : 'Golden Race',
  category: id,
  switched_off: false,
  listed: true,
  ...more,
});
const crash = game('crash', 'Rocket Crash');
const plinko = game('plinko', 'Plinko');
const catalog = (games: unknown[], total = games.length) => ({
  success: true,
  data: { providers: [house, golden, studio], games, total, page: 1, per_page: 50 },
});

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  gameCatalogAdmin: [catalog([crash, plinko, game('vfootball', 'Virtual Football League', '632')], 3), catalog([plinko])],
  gameSettings: [{ success: true, data: [{ merchant_id: 'birrbet', real_money: false }] }],
  switchGameProvider: [{ success: true, data: { ...house, switched_off: true } }],
  switchGame: [{ success: true, data: { ...plinko, switched_off: true } }],
  setGameSettings: [{ success: true, data: [{ merchant_id: 'birrbet', real_money: true }] }],
  operatorLogout: [{}],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Games screen data layer', () => {
  it('lands the providers in order and each filter’s games as its own list, and skips a fresh read', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replayingClient(RECORDED);
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'LoadGameCatalog', filter: gameFilter({}) });
    engine.dispatch({ type: 'LoadGameSettings' });
    await settle();
    expect(data.store.getSortedRowIds('gameProviders', 'position')).toEqual(['house', '632', 'hub88:pragmatic']);
    expect(data.store.getRow('gameProviders', 'hub88:pragmatic')).toEqual({ ...studio, position: 2 });
    expect(JSON.parse(String(data.store.getCell('gameLists', gameListKey({}), 'ids')))).toEqual(['crash', 'plinko', 'vfootball']);
    expect(data.store.getRow('gameLists', gameListKey({}))).toMatchObject({ total: 3, per_page: 50 });
    expect(data.store.getRow('games', 'crash')).toEqual(crash);
    expect(data.store.getRow('gameSettings', 'birrbet')).toEqual({ real_money: false });

    const search = gameFilter({ provider: 'house', q: '  plin ', page: 1 });
    expect(search).toEqual({ provider: 'house', q: 'plin' });
    engine.dispatch({ type: 'LoadGameCatalog', filter: search });
    await settle();
    expect(calls.at(-1)?.input).toEqual({ query: { provider: 'house', q: 'plin', page: undefined } });
    expect(JSON.parse(String(data.store.getCell('gameLists', gameListKey({ provider: 'house', q: 'plin' }), 'ids')))).toEqual(['plinko']);
    // The first list is still its own.
    expect(JSON.parse(String(data.store.getCell('gameLists', gameListKey({ q: ' ' }), 'ids')))).toHaveLength(3);
    engine.dispatch({ type: 'LoadGameCatalog', filter: gameFilter({}) });
    engine.dispatch({ type: 'LoadGameSettings' });
    await settle();
    expect([count('gameCatalogAdmin'), count('gameSettings')]).toEqual([2, 1]);
    clock += 10_001;
    engine.dispatch({ type: 'LoadGameCatalog', filter: gameFilter({}) });
    await settle();
    expect(count('gameCatalogAdmin')).toBe(3);
  });

  it('puts a switch’s answer in its row, and sends bodies the declarations accept', async () => {
    const data = createBackofficeData();
    const { client, calls } = replayingClient(RECORDED);
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadGameCatalog', filter: {} });
    engine.dispatch({ type: 'LoadGameSettings' });
    await settle();
    engine.dispatch({ type: 'SwitchGameProvider', id: 'house', on: false, reason: 'Supplier incident' });
    await settle();
    expect(calls.at(-1)).toEqual({ id: 'switchGameProvider', input: { params: { id: 'house' }, body: { on: false, reason: 'Supplier incident' } } });
    expect(validate(calls.at(-1)?.input.body, SwitchGameProvider.body!)[0]).toBeUndefined();
    expect(data.store.getRow('gameProviders', 'house')).toEqual({ ...house, switched_off: true, position: 0 });
    expect(data.store.getSortedRowIds('gameProviders', 'position')[0]).toBe('house');

    engine.dispatch({ type: 'SwitchGame', id: 'plinko', on: false, reason: 'Paytable under review' });
    await settle();
    expect(validate(calls.at(-1)?.input.body, SwitchGame.body!)[0]).toBeUndefined();
    expect(data.store.getCell('games', 'plinko', 'switched_off')).toBe(true);
    expect(data.store.getRow('commands', 'SwitchGame')).toEqual({ state: 'done' });

    engine.dispatch({ type: 'SetRealMoney', merchantId: 'birrbet', on: true });
    await settle();
    expect(calls.at(-1)).toEqual({ id: 'setGameSettings', input: { body: { merchant_id: 'birrbet', real_money: true } } });
    expect(validate(calls.at(-1)?.input.body, SetGameSettings.body!)[0]).toBeUndefined();
    expect(data.store.getRow('gameSettings', 'birrbet')).toEqual({ real_money: true });
  });

  it('never lets an answer that breaks its declaration reach the store, and leaves what it held', async () => {
    const data = createBackofficeData();
    createBackofficeEngine(replayingClient(RECORDED).client, data, () => 0).dispatch({ type: 'LoadGameCatalog', filter: {} });
    await settle();
    const before = data.store.getContent();
    // A provider of a kind the endpoint does not declare; a game whose switch is a text; a setting without its flag.
    const answers: Record<string, unknown> = {
      '/api/admin/v1/games/catalog': { success: true, data: { ...catalog([crash]).data, providers: [{ ...house, kind: 'lottery' }] } },
      '/api/admin/v1/games/catalog/games/plinko': { success: true, data: { ...plinko, switched_off: 'yes' } },
      '/api/admin/v1/games/settings': { success: true, data: [{ merchant_id: 'birrbet' }] },
    };
    const fetchImpl = (async (url: RequestInfo | URL) =>
      new Response(JSON.stringify(answers[String(url).split('?')[0] ?? '']), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadGameCatalog', filter: { q: 'x' } });
    engine.dispatch({ type: 'SwitchGame', id: 'plinko', on: false, reason: 'Paytable' });
    engine.dispatch({ type: 'SetRealMoney', merchantId: 'birrbet', on: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = data.store.getContent();
    for (const table of GAME_TABLES) {
      expect(after[0][table]).toEqual(before[0][table]);
    }
    for (const command of ['LoadGameCatalog', 'SwitchGame', 'SetRealMoney']) {
      expect(data.store.getRow('commands', command)).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
    }
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears it and outdates its reads', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = replayingClient(RECORDED);
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadGameCatalog', filter: {} });
    engine.dispatch({ type: 'LoadGameSettings' });
    engine.dispatch({ type: 'SwitchGameProvider', id: 'house', on: false, reason: 'Supplier incident' });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());

    engine.dispatch({ type: 'SignOut' });
    await settle();
    for (const table of GAME_TABLES) {
      expect(live.store.getTable(table)).toEqual({});
    }
    engine.dispatch({ type: 'LoadGameCatalog', filter: {} });
    engine.dispatch({ type: 'LoadGameSettings' });
    await settle();
    expect([count('gameCatalogAdmin'), count('gameSettings')]).toEqual([2, 2]);
  });
});
