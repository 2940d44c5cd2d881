// The wallet statement in the data layer: a page stores every row field (a points entry without a balance), Load
// more extends it, a refresh replaces it whole, a balance change outdates the cached pages, signing out forgets
// them, and the request carries the session and paging. Then the stream recorded from the real server
// (scripts/record-statement-stream.ts): welcome funds and bonus, three bets, operator credits, the refetched
// first page and Load more, each entry's reference and balance as the server keeps them, and nothing left after logout.
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import type { StatementEntry } from '../../schema/statement.ts';
import { applyEvent } from '../../sync/apply.ts';
import { addStatementMaterializers } from '../../sync/families/statement.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { statementResource } from '../../sync/statement.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi, flush } from './fake-api.ts';
import { recordedStream } from './stream.ts';

// Statement pages are applied by a materializer that loads with the statement screen (off the home route).
addStatementMaterializers();

const quiet = (): void => undefined;
type Data = ReturnType<typeof createAppData>;

const entry = (n: number, over: Partial<StatementEntry> = {}): StatementEntry => ({
  id: `posting:${n}`,
  kind: 'stake',
  amount: -10,
  balance_after: 100 - n,
  points: null,
  description: `Stake of ticket BB-${n}`,
  reference: `BB-${n}`,
  created_at: new Date(Date.UTC(2026, 10, 22, 12, n)).toISOString(),
  ...over,
});
const loaded = (offset: number, total: number, entries: StatementEntry[], at = 100): AppEvent =>
  ({
    type: 'v1.StatementLoaded',
    at,
    source: 'remote',
    payload: { key: offset ? `statement@${offset}` : 'statement', page: { success: true, entries, total, limit: 20, offset } },
  }) as AppEvent;
/** The stored entries in position order (0…n-1), by entry id. */
const order = (data: Data): string[] =>
  data.store
    .getRowIds('statementEntries')
    .sort((a, b) => Number(a) - Number(b))
    .map((id) => data.store.getCell('statementEntries', id, 'entry_id') ?? '');

describe('statement pages', () => {
  it('stores a page with every row field, a points entry without a balance, then extends it with Load more', () => {
    const data = createAppData();
    const bonus = entry(1, { id: 'bonus-granted:b1', kind: 'bonus_granted', amount: 0, balance_after: null, points: 50, reference: null });
    applyEvent(data, loaded(0, 3, [entry(3), entry(2)]), quiet);
    applyEvent(data, loaded(2, 3, [bonus]), quiet);
    expect(order(data)).toEqual(['posting:3', 'posting:2', 'bonus-granted:b1']);
    expect(data.store.getRow('statementInfo', 'current')).toEqual({ total: 3 });
    expect(data.store.getRow('statementEntries', '0')).toEqual({
      entry_id: 'posting:3',
      kind: 'stake',
      amount: -10,
      balance_after: 97,
      has_balance: true,
      points: 0,
      reference: 'BB-3',
      game_name: '',
      round_id: '',
      description: 'Stake of ticket BB-3',
      created_at: Date.UTC(2026, 10, 22, 12, 3),
    });
    expect(data.store.getRow('statementEntries', '2')).toMatchObject({ kind: 'bonus_granted', has_balance: false, points: 50, reference: '' });
    expect(data.store.getCell('resources', 'statement@2', 'status')).toBe('ready');
  });

  it("keeps a game movement's game and round (issue 29); an entry without them stores none", () => {
    const data = createAppData();
    const game = { game_name: 'Plinko', round_id: 'r-1' };
    const stake = entry(3, { id: 'posting:3', kind: 'stake', amount: -10, reference: 'r-1', description: 'house bet plinko round r-1', ...game });
    const win = entry(4, { id: 'posting:4', kind: 'win', amount: 24, reference: 'r-1', ...game });
    const withdrawal = entry(2, { kind: 'withdrawal', amount: -20, reference: 'PAY-1A2B3C4D', game_name: null, round_id: null });
    applyEvent(data, loaded(0, 4, [win, stake, withdrawal, entry(1)]), quiet);
    const row = (id: string) => data.store.getRow('statementEntries', id);
    expect(row('0')).toMatchObject({ kind: 'win', amount: 24, game_name: 'Plinko', round_id: 'r-1' });
    expect(row('1')).toMatchObject({ kind: 'stake', amount: -10, game_name: 'Plinko', round_id: 'r-1', reference: 'r-1' });
    expect(row('2')).toMatchObject({ kind: 'withdrawal', reference: 'PAY-1A2B3C4D', game_name: '', round_id: '' });
    expect(row('3')).toMatchObject({ kind: 'stake', reference: 'BB-1', game_name: '', round_id: '' });
  });

  it('a refresh of the first page replaces the whole statement', () => {
    const data = createAppData();
    applyEvent(data, loaded(0, 3, [entry(3), entry(2)]), quiet);
    applyEvent(data, loaded(2, 3, [entry(1)]), quiet);
    applyEvent(data, loaded(0, 1, [entry(9)]), quiet);
    expect(order(data)).toEqual(['posting:9']);
    expect(data.store.getCell('statementInfo', 'current', 'total')).toBe(1);
  });

  it('a balance change outdates the cached pages; signing out forgets them', () => {
    const data = createAppData();
    applyEvent(data, loaded(0, 1, [entry(1)]), quiet);
    const balance: AppEvent = {
      type: 'v1.BalanceUpdated',
      at: 200,
      source: 'remote',
      payload: { type: 'BALANCE_UPDATE', user_id: '7', balance: 80 },
    } as AppEvent;
    applyEvent(data, balance, quiet);
    expect(data.store.getRow('resources', 'statement')).toMatchObject({ outdated: true, fetched_at: 100 });
    applyEvent(data, { type: 'v1.SignedOut', at: 300, source: 'user', payload: { reason: 'user' } }, quiet);
    expect([
      data.store.getRowCount('statementEntries'),
      data.store.getRowCount('statementInfo'),
      data.store.hasRow('resources', 'statement'),
    ]).toEqual([0, 0, false]);
  });
});

describe('statement resource', () => {
  const session = { token: 'tok', merchantId: 'birrbet-demo' };
  it('asks for the page with limit and offset, with the session, and stores the answer', async () => {
    const api = fakeApi({ '/api/v1/wallet/statement': { success: true, entries: [entry(4)], total: 21, limit: 20, offset: 20 } });
    const data = createAppData();
    const engine = createSyncEngine(data, api, { log: quiet });
    engine.request(statementResource({ session, offset: 20 }));
    await flush();
    expect(api.log[0]?.options).toMatchObject({ session, query: { limit: '20', offset: '20' } });
    expect(data.store.getRow('statementEntries', '20')).toMatchObject({ entry_id: 'posting:4' });
    expect(data.store.getRow('resources', 'statement@20')).toMatchObject({ status: 'ready' });
  });

  it('a malformed answer is recorded as BAD_ANSWER and touches nothing', async () => {
    const api = fakeApi({ '/api/v1/wallet/statement': { success: true, entries: [{ id: 5 }], total: 1, limit: 20, offset: 0 } });
    const data = createAppData();
    const engine = createSyncEngine(data, api, { log: quiet });
    engine.request(statementResource({ session, offset: 0 }));
    await flush();
    expect(data.store.getRow('resources', 'statement')).toMatchObject({ status: 'error', code: 'BAD_ANSWER' });
    expect(data.store.getRowCount('statementEntries')).toBe(0);
  });
});

describe('replaying statement-session.jsonl', () => {
  const stream = recordedStream('statement-session');
  const references = stream.events.filter((e) => e.type === 'v1.TicketPlaced').map((e) => String(e.payload['reference']));
  const rows = (data: Data) =>
    data.store
      .getRowIds('statementEntries')
      .sort((a, b) => Number(a) - Number(b))
      .map((id) => data.store.getRow('statementEntries', id));

  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
  });

  it('starts with the welcome funds and, below them, the welcome bonus granted', () => {
    const data = stream.replayUpTo('v1.StatementLoaded');
    expect(rows(data).map((r) => [r.kind, r.amount, r.has_balance ? r.balance_after : null, r.points])).toEqual([
      ['welcome', 100, 100, 0],
      ['bonus_granted', 0, null, 50],
    ]);
    expect(data.store.getCell('statementInfo', 'current', 'total')).toBe(2);
  });

  it('the wallet refetch after the bets and credits outdates the statement', () => {
    const data = stream.replayUpTo('v1.WalletLoaded');
    expect(data.store.getCell('resources', 'statement', 'outdated')).toBe(true);
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(155);
  });

  it('the refetched first page: 20 of 22, newest first, the newest balance the wallet balance', () => {
    const data = stream.replayUpTo('v1.StatementLoaded', 2);
    const shown = rows(data);
    expect(shown).toHaveLength(20);
    expect(data.store.getCell('statementInfo', 'current', 'total')).toBe(22);
    expect(shown[0]).toMatchObject({ kind: 'operator_credit', amount: 5, balance_after: 155, description: 'Goodwill 17' });
    expect(shown.slice(0, 17).every((r) => r.kind === 'operator_credit')).toBe(true);
    expect(shown.slice(17).map((r) => [r.kind, r.amount, r.balance_after, r.reference])).toEqual([
      ['stake', -10, 70, references[2]],
      ['stake', -10, 80, references[1]],
      ['stake', -10, 90, references[0]],
    ]);
    const times = shown.map((r) => r.created_at ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('Load more brings the two oldest entries; signing out leaves nothing behind', () => {
    const data = stream.replayUpTo('v1.StatementLoaded', 3);
    expect(rows(data).map((r) => r.kind)).toHaveLength(22);
    expect(
      rows(data)
        .slice(20)
        .map((r) => r.kind),
    ).toEqual(['welcome', 'bonus_granted']);
    const end = stream.replayUpTo('v1.SignedOut');
    expect([end.store.getRowCount('statementEntries'), end.store.getRowCount('statementInfo')]).toEqual([0, 0]);
    expect(end.store.getRowIds('resources').filter((k) => k.startsWith('statement'))).toEqual([]);
  });
});
